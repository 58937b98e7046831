// Terms of Service and Privacy Policy text for /privacy (and /terms).
// Plain-language summary for users; not a substitute for legal review.

export type LegalSection = { id: string; heading: string; paragraphs: string[] };

export const legalUpdated = "2026-11-01";

export const termsSections: LegalSection[] = [
  {
    id: "acceptance",
    heading: "1. Accepting these terms",
    paragraphs: [
      "These Terms of Service govern your use of the HealthBuddy website, AI health assistant, symptom checker, health assessment, dashboard and related services (together, the Service). By creating an account or using the Service, you agree to these terms and to our Privacy Policy. If you do not agree, please do not use the Service.",
      "We may update these terms from time to time. When we make significant changes we will tell you through the Service or by email, and the date at the top of this page will change. Continuing to use the Service after changes take effect means you accept the updated terms.",
    ],
  },
  {
    id: "personal-use",
    heading: "2. Personal, non-commercial use",
    paragraphs: [
      "HealthBuddy is provided for your personal, non-commercial use only. You may not resell, copy, scrape, reverse-engineer or redistribute the Service or its content, use it to build a competing product, or use it on behalf of a business, clinic or other organisation without our written permission.",
      "You agree not to misuse the Service, including by trying to access other users' data, interfering with its security or operation, or submitting content that is unlawful, abusive or misleading.",
    ],
  },
  {
    id: "not-medical-advice",
    heading: "3. AI insights are not medical advice",
    paragraphs: [
      "HealthBuddy uses artificial intelligence to provide general health information and an initial assessment of the symptoms you describe. AI insights, symptom checker results, health scores and articles are for information only. They are not medical advice and not a confirmed diagnosis, and they do not replace an examination, tests or treatment by a qualified health professional.",
      "Always seek the advice of a doctor or other qualified health worker about any medical condition, and never ignore professional advice or delay seeking it because of something you read or were told on HealthBuddy. Do not start, stop or change any medicine based only on the Service.",
      "HealthBuddy is not an emergency service. If you think you or someone else may be having a medical emergency, call 112 or go to the nearest hospital immediately.",
    ],
  },
  {
    id: "eligibility",
    heading: "4. Who can use HealthBuddy",
    paragraphs: [
      "HealthBuddy is not intended for children under 13, and you must not create an account if you are under 13. If you are between 13 and 17, you may only use the Service with the consent of a parent or legal guardian, who agrees to these terms on your behalf.",
      "If we learn that we hold personal data of a child under 13, or of a 13 to 17 year old without a parent or guardian's consent, we will delete it.",
    ],
  },
  {
    id: "accounts",
    heading: "5. Your account",
    paragraphs: [
      "You are responsible for keeping your login details secure and for activity on your account. Please give accurate information, including in your health assessment, because the quality of the insights you receive depends on it. Tell us promptly at support@healthbuddy.ng if you think your account has been accessed without your permission.",
    ],
  },
  {
    id: "subscriptions",
    heading: "6. Free plan, Premium and payments",
    paragraphs: [
      "The free plan includes a limited number of symptom checks each month. HealthBuddy Premium is a monthly subscription that gives unlimited symptom checks. Prices are shown in Naira before you pay. Payments are processed by our payment partner, Paystack.",
      "Your subscription renews each month until you cancel. You can cancel at any time, and you will keep Premium access until the end of the period you have paid for. Except where the law requires otherwise, payments already made are non-refundable.",
    ],
  },
  {
    id: "data-rights",
    heading: "7. Your data rights",
    paragraphs: [
      "Under the Nigeria Data Protection Act 2023, you have the right to access the personal data we hold about you, to receive a copy of it in a commonly used, machine-readable format (export), to have inaccurate data corrected, and to have your data deleted. You can also withdraw your consent to our processing of your health data at any time, and object to certain types of processing.",
      "You can exercise most of these rights from your account settings, or by emailing privacy@healthbuddy.ng. Our Privacy Policy explains how we collect, use and protect your data.",
    ],
  },
  {
    id: "liability",
    heading: "8. Limitation of liability",
    paragraphs: [
      "We work hard to keep HealthBuddy accurate, safe and available, but the Service is provided on an as-is and as-available basis, and we cannot guarantee that it will always be error-free or uninterrupted.",
      "To the fullest extent permitted by law, HealthBuddy is not liable for any indirect, incidental or consequential loss, or for any decision you make based on information from the Service. Our total liability to you for any claim relating to the Service is limited to the fees you paid us in the 12 months before the event giving rise to the claim. Nothing in these terms limits any liability that cannot be limited under Nigerian law.",
    ],
  },
  {
    id: "termination",
    heading: "9. Suspension and closing your account",
    paragraphs: [
      "You can stop using HealthBuddy and delete your account at any time. We may suspend or close accounts that break these terms or put other users or the Service at risk. Where appropriate, we will tell you why.",
    ],
  },
  {
    id: "disputes",
    heading: "10. Disputes and arbitration",
    paragraphs: [
      "If you have a concern, please contact us first at support@healthbuddy.ng so we can try to resolve it informally. Any dispute that cannot be resolved within 30 days will be referred to and finally resolved by arbitration in Nigeria under the Arbitration and Mediation Act 2023, before a single arbitrator, in Lagos and in English.",
    ],
  },
  {
    id: "governing-law",
    heading: "11. Governing law",
    paragraphs: [
      "These terms are governed by and interpreted in accordance with the laws of the Federal Republic of Nigeria.",
    ],
  },
];

export const privacySections: LegalSection[] = [
  {
    id: "who-we-are",
    heading: "1. Who we are",
    paragraphs: [
      "HealthBuddy is an AI preventive-health companion for young people in Nigeria. We are the data controller for the personal data described in this policy. We process personal data in line with the Nigeria Data Protection Act 2023 and related regulations.",
    ],
  },
  {
    id: "what-we-collect",
    heading: "2. What we collect",
    paragraphs: [
      "Account information: your name, email address, password (stored only in hashed form), chosen avatar, and, if you sign in with a social provider, the basic profile details that provider shares with us.",
      "Health information you give us: your health assessment answers (such as age, height, weight, blood type, existing conditions, allergies, medications and consents), the symptoms and answers you enter in the symptom checker, your results and feedback, and the conversations you save with the HealthBuddy assistant.",
      "Usage and device information: basic technical data such as your browser type, pages visited, and error logs, which we use to keep the Service secure and working well.",
      "Payment information: details of your subscription status and transactions. We do not receive or store your full card details (see Payments below).",
    ],
  },
  {
    id: "health-data",
    heading: "3. Health data is sensitive data",
    paragraphs: [
      "Information about your health is sensitive personal data under Nigerian data protection law, and we treat it with extra care. We only collect and process your health data with your explicit consent, which you give during the health assessment, and only to provide the Service to you: generating your initial assessments, health score and personalised insights.",
      "You can withdraw your consent at any time in your account settings or by contacting us. If you do, we will stop processing your health data, although some features that depend on it will no longer work. We never sell your health data, and we never share it with advertisers, employers or insurers.",
    ],
  },
  {
    id: "how-we-use",
    heading: "4. How we use your information",
    paragraphs: [
      "We use your information to run your account, provide and personalise the Service, process payments, respond to your messages, keep the Service safe and prevent misuse, and improve the quality and safety of our medical content and AI. Where we use data to improve the Service, we use de-identified or aggregated data wherever possible.",
    ],
  },
  {
    id: "chats",
    heading: "5. How chats are stored",
    paragraphs: [
      "If you are signed in, your conversations with the HealthBuddy assistant are saved to your account so you can return to them and receive more personalised advice. You can delete any saved chat at any time.",
      "If you chat without signing in, the conversation is anonymous and is not stored. Its history is kept only for the length of the session and is discarded when the session ends. To provide answers, the text of each message is processed by our AI service providers under agreements that do not allow them to use it for their own purposes.",
    ],
  },
  {
    id: "payments",
    heading: "6. Payments",
    paragraphs: [
      "Premium subscriptions are paid through Paystack, a licensed payment provider. Your card, bank or mobile money details are entered directly into Paystack's secure checkout and handled by Paystack under its own privacy policy and security standards. We only receive the information needed to confirm your payment and manage your subscription, such as a transaction reference, amount, status and date.",
    ],
  },
  {
    id: "sharing",
    heading: "7. Who we share data with",
    paragraphs: [
      "We share personal data only with service providers that help us run HealthBuddy, such as hosting, email delivery, AI processing and payment providers, under contracts that require them to protect it and use it only on our instructions. We may also disclose data where the law requires us to. Some of our providers may process data outside Nigeria; when that happens we rely on the safeguards the Nigeria Data Protection Act 2023 requires.",
    ],
  },
  {
    id: "retention",
    heading: "8. How long we keep data",
    paragraphs: [
      "We keep your account and health data for as long as your account is active. If you delete your account, we delete or anonymise your personal data within 30 days, except for records we must keep by law, such as payment records for tax and accounting purposes, which we keep only for as long as the law requires. Anonymous chats are not stored at all.",
    ],
  },
  {
    id: "security",
    heading: "9. Security",
    paragraphs: [
      "We protect your data with industry-standard measures, including encryption in transit, hashed passwords, strict access controls and regular reviews of our systems. No online service can be perfectly secure, so please use a strong, unique password and keep your login details private. If we become aware of a personal data breach that affects you, we will notify you and the regulator as the law requires.",
    ],
  },
  {
    id: "your-rights",
    heading: "10. Your rights",
    paragraphs: [
      "Under the Nigeria Data Protection Act 2023 you have the right to access your personal data, receive a copy of it (export), correct it, delete it, restrict or object to certain processing, and withdraw consent at any time. You also have the right to complain to the Nigeria Data Protection Commission.",
      "HealthBuddy is not intended for children under 13. Users aged 13 to 17 need a parent or guardian's consent.",
    ],
  },
  {
    id: "contact",
    heading: "11. Contact us",
    paragraphs: [
      "If you have any questions about this policy or want to exercise your rights, email our privacy team at privacy@healthbuddy.ng. We aim to respond within 30 days.",
    ],
  },
];
