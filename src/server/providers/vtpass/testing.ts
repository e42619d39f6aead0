// Test support: production refuses to start without VTpass keys, so tests that
// load a production configuration give it these (they never reach VTpass).

/** VTpass keys for a production configuration in tests; nothing is called with them. */
export const VTPASS_TEST_KEYS = {
  VTPASS_API_KEY: 'test-vtpass-api-key-not-real',
  VTPASS_PUBLIC_KEY: 'PK_test_not_real',
  VTPASS_SECRET_KEY: 'SK_test_not_real',
} as const;
