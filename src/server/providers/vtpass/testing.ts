// Test support: production refuses to start without VTpass and Dojah keys,
// without a BVN_SECRET and without real airtime to cash lines, so tests that
// load a production configuration give it these (nothing ever reaches VTpass,
// Dojah or those lines).

/** Provider settings for a production configuration in tests; nothing is called with them. */
export const PRODUCTION_TEST_SETTINGS = {
  VTPASS_API_KEY: 'test-vtpass-api-key-not-real',
  VTPASS_PUBLIC_KEY: 'PK_test_not_real',
  VTPASS_SECRET_KEY: 'SK_test_not_real',
  AIRTIME_CASH_MTN_NUMBER: '08031110000',
  AIRTIME_CASH_AIRTEL_NUMBER: '08021110000',
  AIRTIME_CASH_GLO_NUMBER: '08051110000',
  DOJAH_APP_ID: 'test-dojah-app-id-not-real',
  DOJAH_SECRET_KEY: 'test_sk_dojah_not_real',
  BVN_SECRET: 'test-bvn-secret-Hb4Mc6Pf1Gd5Ys0UeQa2Wn8Zq',
} as const;
