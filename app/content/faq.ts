// Home page FAQ accordion (/#faq). Exactly 7 items, in the order the SPEC lists
// the topics: privacy, session data, symptom checker, diagnosis, health score,
// use without an account, emergencies.

export type Faq = { question: string; answer: string };

export const faqs: Faq[] = [
  {
    question: "How does HealthBuddy protect my privacy and health data?",
    answer:
      "We treat your health information as sensitive personal data. It is encrypted in transit and stored securely, access is limited to what is needed to run the service, and we never sell your data. We only process health data with your consent, in line with the Nigeria Data Protection Act 2023, and you can ask to see, export, correct or delete your data at any time from your account or by emailing privacy@healthbuddy.ng.",
  },
  {
    question: "Do you save my chats if I don't sign in?",
    answer:
      "No. If you chat with HealthBuddy without an account, that session is anonymous and its history is not saved. Once you leave or refresh, the conversation is gone. If you want to keep your chat history and get personalised insights, create a free account and sign in before you start.",
  },
  {
    question: "How does the symptom checker work?",
    answer:
      "The symptom checker asks you a short series of questions about your symptoms, how long you have had them and your health background. Each answer updates the likelihood of possible conditions using Bayesian reasoning over a carefully curated medical knowledge base, and the next questions are chosen to narrow things down. At the end you get a list of possible causes and practical next steps, such as self-care or seeing a health worker.",
  },
  {
    question: "Does HealthBuddy give me a diagnosis?",
    answer:
      "No. HealthBuddy gives an initial assessment only, not a confirmed diagnosis. It can help you understand your symptoms and decide what to do next, but it cannot examine you or run tests. Always talk to a qualified doctor or health worker before starting or stopping any treatment.",
  },
  {
    question: "What is my health score and how is it calculated?",
    answer:
      "Your health score is a simple guide to how you are doing overall. It is built from your health assessment answers (such as age, BMI and lifestyle), your activity level and your recent symptom checks. It updates as you complete assessments and checks, so you can see how your habits are moving you over time. It is a wellness indicator, not a medical test.",
  },
  {
    question: "Can I use HealthBuddy without an account?",
    answer:
      "Yes. You can browse the site and health articles and start an anonymous chat with HealthBuddy without signing up. The symptom checker, saved chat history and personalised insights need a free account. The free plan includes 3 symptom checks a month. Premium costs ₦3,000 a month and gives you unlimited symptom checks.",
  },
  {
    question: "Can I use HealthBuddy in an emergency?",
    answer:
      "No. HealthBuddy is not for emergencies. If you or someone else has chest pain, trouble breathing, heavy bleeding, signs of a stroke, a seizure, thoughts of suicide or any other emergency, call 112 now or go to the nearest hospital.",
  },
];
