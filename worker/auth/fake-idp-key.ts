// Development and test only: a local identity provider that speaks the same OAuth 2.0 / OpenID
// Connect protocol as Google and Facebook (authorization code + PKCE, token exchange, JWKS, Facebook's
// debug_token and /me), so both sign-in buttons work offline. Never mounted in production.
// The RSA key below is a throwaway test key, published on purpose: it signs fake ID tokens only.
export const FAKE_IDP_PRIVATE_JWK: JsonWebKey = {
  "kty": "RSA",
  "n": "hK83BfOGwjc73CGayz0kUDoJ2RmVdzY1MDH-qmWdAKrrtqgyZyEbDTofD6y6168CwnLEvpj1qPNce0vwUT5_XLKLrVDAjvHf63WjFbeBP_tNRoNmSPIqNfgzqICS-gTsbmzo_kt15bWKedmG4DVHZONBWAnwnF_HDZAdkkyXgu1ufyYoO845piNfLmFh5C8Kc1Sk8sTvLMVKWxKlUmRoeJXxUF47mfebaXjDOPsROx70XIahACixyfhCKbXZWAFQYKTOFQzwBLyFfhUsro61sxKRzdibXFFmiW8M16jmbfAuVo41AvbxAtZmtccO6dA4tJj985KWgX4A7Hc-7ScKJQ",
  "e": "AQAB",
  "d": "C0ZGOH5n1N3-UKdsW1kVL69W1zifej3uyWseIYWOkJggJ75la1z6oFDwLb6hhnf2azvMWwkYACS5wY0Dh9Z12mnI3k_Oekxe7hzqCuDeczzb5UzUvAhpLM_WjTrBAndjoxh5uI4En8x2zqwnaVWC_QrQf8t3GMU3XqrV0HDWA7J2OZRELLXhR6DzZi69YeyGaTJg8CQG_O6bH7C_Ozl3Duu4T8ateM110bKovFVEAvyiP-3LNTyWeB6CuVVdLD50drT8uLUtoKt5iEDYb4FJIXlwtelxku_6BToaDmHtCcqar8jMUq66zJrLaYchkS9avAS76CGAoPeQe098w2k1Cw",
  "p": "uU9j0bZptG2u_6jsfC96vJiTYTL42Ub85PtxEACM0wBfi_4--qQ2Oeg2Xpzb3STRSLrWGM6Jde4Pu8N2rkdJ3eg8ct5crDlNWL-hjwUuvOv-qIapp4WtwtdKI52Z60xhKLztc43hOGdgqKUEFDVGTiROjqqE2uuaCTzRcWEZ-i8",
  "q": "t0yfAYQEyb0VSFqZMgQ0zFixLylO04qkh3BqjY9JmYsOG4vsH6Hulj-VmCZ_5LkxHqlLrr0HNXO108BWJTTxXh0LVNSEKf9A092UOwwX3np7CWcUX-9cdOWGh-qZl5xwHZoE9zR6pEffz2Gi7RVi1nMrjcrySMi_YK4UFPVsb-s",
  "dp": "iyCj3OuLaT-AR8pX4tTy3W3gGPXgB6FYdcKiHFWNZU2-bqiwOBXZ8Jf7WgWCvQHLb0N3QqCua7AUd_BExowXVVfrKoLwKQ3MmHknnu1RLd4xD-4qqe-fic2BiEPnL9XkjGVsEXnQQjy7QWLDMTjeVATGRi6YGJUSzSSwSuOQUVk",
  "dq": "p381wZ3Q_kRxoUdgvCrJ0H2vk6gMpxQHGtioFal9GPjPsG5hG9rOea-q1HlB31E3SIxtY0TKxJZy7gfQ8Hj7owOpaiA0kWf15mSRYo-_dAa6TbJLFQtWkl93WtYO-lLyxKoMpZToCRzAsPHIfxtO0SY3A4ATfF0tPHx2T1yhdXc",
  "qi": "ItpoQIP9a2qj8qgJ6YLLdzuP1shGzyFHSRehJDkQsA70vw8a12Qdj5sH9QbiZTy0abTtHl30jV9q6mEP86an2ZgENcGZ6XQfrfe4zP0xmXOBSRLrUerO7diwZj4r4yhpkqlkgqlrNzOJ4OT2Z44g2Q_0fyp3ae1hklt4LqURlUc",
  "alg": "RS256",
  "ext": true
};
