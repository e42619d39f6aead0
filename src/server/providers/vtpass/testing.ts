// Test support: production refuses to start without VTpass keys and without
// real airtime to cash lines, so tests that load a production configuration
// give it these (nothing ever reaches VTpass or those lines).

/** Provider settings for a production configuration in tests; nothing is called with them. */
export const PRODUCTION_TEST_SETTINGS = {
  VTPASS_API_KEY: 'test-vtpass-api-key-not-real',
  VTPASS_PUBLIC_KEY: 'PK_test_not_real',
  VTPASS_SECRET_KEY: 'SK_test_not_real',
  AIRTIME_CASH_MTN_NUMBER: '08031110000',
  AIRTIME_CASH_AIRTEL_NUMBER: '08021110000',
  AIRTIME_CASH_GLO_NUMBER: '08051110000',
} as const;
