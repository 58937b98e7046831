// Company page (/company): founders' note (/company/#founder) and the
// "Meet Our People" list. The people below are fictional sample personas.

export type TeamMember = {
  id: number;
  name: string;
  position: string;
  image: string;
  imageAlt: string;
  hoverImage: string;
  bio: string;
  linkedin: string;
  twitter: string;
};

export const team: TeamMember[] = [
  {
    id: 1,
    name: "Adaeze Okonkwo",
    position: "Co-founder & CEO",
    image: "/images/team/1.svg",
    imageAlt: "Portrait of Adaeze Okonkwo, co-founder and CEO of HealthBuddy, smiling in a green blazer.",
    hoverImage: "/images/team/1-alt.svg",
    bio: "Adaeze grew up in Enugu and spent six years building products at fintech start-ups in Lagos before a family health scare showed her how hard it is for young people to get clear, trustworthy health information. She leads HealthBuddy's strategy, partnerships and fundraising.",
    linkedin: "https://www.linkedin.com/in/adaeze-okonkwo",
    twitter: "https://x.com/adaeze_okonkwo",
  },
  {
    id: 2,
    name: "Tunde Bakare",
    position: "Co-founder & CTO",
    image: "/images/team/2.svg",
    imageAlt: "Portrait of Tunde Bakare, co-founder and CTO of HealthBuddy, wearing glasses and a navy shirt.",
    hoverImage: "/images/team/2-alt.svg",
    bio: "Tunde is a software engineer from Ibadan with a background in machine learning and data privacy. He leads the engineering team behind the HealthBuddy assistant and symptom checker, with a focus on safety, security and making the app fast on low-cost phones and patchy networks.",
    linkedin: "https://www.linkedin.com/in/tunde-bakare-dev",
    twitter: "https://x.com/tundebakaredev",
  },
  {
    id: 3,
    name: "Dr. Halima Yusuf",
    position: "Medical Lead (MBBS)",
    image: "/images/team/3.svg",
    imageAlt: "Portrait of Dr. Halima Yusuf, HealthBuddy's medical lead, wearing a white coat and a light blue hijab.",
    hoverImage: "/images/team/3-alt.svg",
    bio: "Halima is a medical doctor (MBBS) from Kano with years of experience in primary care and community health outreach. She oversees HealthBuddy's clinical content and knowledge base, reviews every article, and makes sure the product always points people to real care when they need it.",
    linkedin: "https://www.linkedin.com/in/halima-yusuf-md",
    twitter: "https://x.com/drhalimayusuf",
  },
  {
    id: 4,
    name: "Chinedu Eze",
    position: "Head of Product & Design",
    image: "/images/team/4.svg",
    imageAlt: "Portrait of Chinedu Eze, HealthBuddy's head of product and design, in a patterned shirt.",
    hoverImage: "/images/team/4-alt.svg",
    bio: "Chinedu is a product designer from Port Harcourt who believes good design is a form of care. He runs user research with students and young workers across Nigeria and turns what he hears into simple, friendly experiences that respect people's time and privacy.",
    linkedin: "https://www.linkedin.com/in/chinedu-eze-design",
    twitter: "https://x.com/chinedueze_ux",
  },
  {
    id: 5,
    name: "Funmilayo Adeyemi",
    position: "Community Lead",
    image: "/images/team/5.svg",
    imageAlt: "Portrait of Funmilayo Adeyemi, HealthBuddy's community lead, laughing, with braided hair.",
    hoverImage: "/images/team/5-alt.svg",
    bio: "Funmilayo is a public health graduate from Abeokuta who has organised health awareness campaigns on campuses across the South West. She leads HealthBuddy's community, school partnerships and social channels, and makes sure young people's voices shape what we build next.",
    linkedin: "https://www.linkedin.com/in/funmilayo-adeyemi",
    twitter: "https://x.com/funmi_adeyemi",
  },
];

export const foundersNote: { title: string; paragraphs: string[]; signature: string } = {
  title: "Why we built HealthBuddy",
  paragraphs: [
    "We started HealthBuddy because we were tired of watching friends guess about their health. Too many young Africans treat every fever as malaria, buy medicine without a test, or search their symptoms online at 2 a.m. and end up more frightened than before. Clinics can be far, queues long and consultations expensive, so people wait until small problems become big ones.",
    "We believe young people deserve better: clear, trustworthy health information in plain language, available any time, on the phone already in their pocket. HealthBuddy is our attempt to give every young person a knowledgeable friend who listens, asks the right questions and helps them take the next sensible step.",
    "We also believe in being honest. AI can help you understand your symptoms, build healthier habits and know when to seek care. It cannot examine you, run tests or replace a doctor, and it is never the right tool in an emergency. We design HealthBuddy to say so clearly, and to point you to real care whenever you need it.",
    "Thank you for trusting us with your health journey. We are building this with you, and for you.",
  ],
  signature: "Adaeze Okonkwo & Tunde Bakare, Co-founders",
};
