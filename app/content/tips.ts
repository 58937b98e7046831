// Daily preventive-health tips. Each tip is at most 180 characters and cites
// the WHO, CDC, NHS or NCDC page it is based on.
import { dayInZone, LAGOS_TIME_ZONE } from "../lib/calendar.ts";

export type TipSource = { name: string; url: string };
export type DailyTip = { id: string; text: string; source: TipSource };

const WHO_ACTIVITY: TipSource = {
  name: "WHO: Physical activity",
  url: "https://www.who.int/news-room/fact-sheets/detail/physical-activity",
};
const WHO_DIET: TipSource = {
  name: "WHO: Healthy diet",
  url: "https://www.who.int/news-room/fact-sheets/detail/healthy-diet",
};
const WHO_SODIUM: TipSource = {
  name: "WHO: Sodium reduction",
  url: "https://www.who.int/news-room/fact-sheets/detail/sodium-reduction",
};
const WHO_HYPERTENSION: TipSource = {
  name: "WHO: Hypertension",
  url: "https://www.who.int/news-room/fact-sheets/detail/hypertension",
};
const WHO_MALARIA: TipSource = {
  name: "WHO: Malaria",
  url: "https://www.who.int/news-room/fact-sheets/detail/malaria",
};
const WHO_ROAD: TipSource = {
  name: "WHO: Road traffic injuries",
  url: "https://www.who.int/news-room/fact-sheets/detail/road-traffic-injuries",
};
const WHO_HIV: TipSource = {
  name: "WHO: HIV and AIDS",
  url: "https://www.who.int/news-room/fact-sheets/detail/hiv-aids",
};
const WHO_DEPRESSION: TipSource = {
  name: "WHO: Depressive disorder (depression)",
  url: "https://www.who.int/news-room/fact-sheets/detail/depression",
};
const CDC_SLEEP: TipSource = {
  name: "CDC: About sleep",
  url: "https://www.cdc.gov/sleep/about/index.html",
};
const CDC_HANDS: TipSource = {
  name: "CDC: About handwashing",
  url: "https://www.cdc.gov/clean-hands/about/index.html",
};
const NCDC_CHOLERA: TipSource = {
  name: "NCDC: Public health advisory on cholera",
  url: "https://ncdc.gov.ng/news/185/public-health-advisory-on-cholera%3A-5-tips-for-prevention",
};
const NHS_HEAT: TipSource = {
  name: "NHS: Heat exhaustion and heatstroke",
  url: "https://www.nhs.uk/conditions/heat-exhaustion-heatstroke/",
};
const NHS_DEHYDRATION: TipSource = {
  name: "NHS: Dehydration",
  url: "https://www.nhs.uk/conditions/dehydration/",
};

export const dailyTips: DailyTip[] = [
  {
    id: "activity-150",
    text: "Aim for at least 150 minutes of moderate activity a week. Brisk walking counts: try 30 minutes, five days a week.",
    source: WHO_ACTIVITY,
  },
  {
    id: "activity-teens",
    text: "Teenagers need an average of 60 minutes of moderate to vigorous activity a day. Football, dancing and fast walking all count.",
    source: WHO_ACTIVITY,
  },
  {
    id: "activity-sitting",
    text: "Long hours sitting add up. Break up screen and study time by standing, stretching or walking around regularly.",
    source: WHO_ACTIVITY,
  },
  {
    id: "activity-mood",
    text: "Feeling low or anxious? Regular physical activity can ease symptoms of depression and anxiety and improve your mood.",
    source: WHO_ACTIVITY,
  },
  {
    id: "salt-5g",
    text: "Keep salt under 5 g a day, just under one teaspoon, counting the salt already in food. Go easy on seasoning cubes and salty snacks.",
    source: WHO_SODIUM,
  },
  {
    id: "fruit-veg-400g",
    text: "Eat at least 400 g of fruit and vegetables a day, about five portions. Yam, cassava and potatoes don't count towards it.",
    source: WHO_DIET,
  },
  {
    id: "free-sugars",
    text: "Cut back on soft drinks and sweetened juices. WHO advises keeping free sugars below 10% of your daily energy, ideally below 5%.",
    source: WHO_DIET,
  },
  {
    id: "healthy-fats",
    text: "Choose unsaturated fats and oils over saturated fats, and avoid industrially produced trans fats found in some fried and packaged foods.",
    source: WHO_DIET,
  },
  {
    id: "legumes",
    text: "Beans, lentils, nuts and whole grains are affordable, filling and good for your heart. Add them to your meals often.",
    source: WHO_DIET,
  },
  {
    id: "sleep-adults",
    text: "Adults need 7 or more hours of sleep a night. Keep a regular bedtime and put your phone away before sleep.",
    source: CDC_SLEEP,
  },
  {
    id: "sleep-teens",
    text: "Teenagers aged 13 to 18 need 8 to 10 hours of sleep a night. Good sleep helps memory, mood and focus at school.",
    source: CDC_SLEEP,
  },
  {
    id: "handwashing-20s",
    text: "Wash your hands with soap and water for at least 20 seconds, about as long as humming 'Happy Birthday' twice.",
    source: CDC_HANDS,
  },
  {
    id: "handwashing-times",
    text: "Wash your hands after using the toilet and before preparing or eating food. It's one of the best ways to prevent diarrhoea.",
    source: CDC_HANDS,
  },
  {
    id: "malaria-net",
    text: "Sleep under an insecticide-treated mosquito net every night, all year round. Tuck it in well and repair any holes.",
    source: WHO_MALARIA,
  },
  {
    id: "malaria-test",
    text: "Not every fever is malaria. Get tested before taking malaria medicine, and finish the full course if you test positive.",
    source: WHO_MALARIA,
  },
  {
    id: "safe-water",
    text: "Not sure your water is safe? Boil it and store it in a clean, covered container. Check that bottled water seals are intact.",
    source: NCDC_CHOLERA,
  },
  {
    id: "wash-produce",
    text: "Wash fruit and vegetables with safe water before eating, and eat cooked food while it is still hot.",
    source: NCDC_CHOLERA,
  },
  {
    id: "watery-diarrhoea",
    text: "Sudden, heavy watery diarrhoea? Start sipping oral rehydration solution (ORS) and get to a health facility quickly.",
    source: NCDC_CHOLERA,
  },
  {
    id: "bp-check",
    text: "High blood pressure usually has no symptoms. Get yours checked at a pharmacy or health centre, even if you feel fine.",
    source: WHO_HYPERTENSION,
  },
  {
    id: "bp-meds",
    text: "If you've been prescribed blood pressure medicine, take it every day as directed, even when you feel well.",
    source: WHO_HYPERTENSION,
  },
  {
    id: "seatbelt",
    text: "Buckle up in every seat, front and back. Seatbelts cut the risk of death for drivers and front-seat passengers by 45 to 50%.",
    source: WHO_ROAD,
  },
  {
    id: "helmet",
    text: "On an okada? Wear a properly fastened helmet. Worn correctly, it can cut the risk of death by more than six times.",
    source: WHO_ROAD,
  },
  {
    id: "phone-driving",
    text: "Put the phone away when driving or riding. Using a phone behind the wheel makes a crash far more likely.",
    source: WHO_ROAD,
  },
  {
    id: "drink-driving",
    text: "Never drive or ride after drinking alcohol, and don't get in a vehicle with a driver who has been drinking.",
    source: WHO_ROAD,
  },
  {
    id: "hiv-test",
    text: "The only way to know your HIV status is to get tested. Testing is confidential, and treatment keeps people healthy.",
    source: WHO_HIV,
  },
  {
    id: "condoms",
    text: "Using condoms correctly every time you have sex helps protect you from HIV and other sexually transmitted infections.",
    source: WHO_HIV,
  },
  {
    id: "pep-72h",
    text: "Think you were exposed to HIV? PEP must start within 72 hours, and sooner is better. Go to a hospital or HIV clinic now.",
    source: {
      name: "CDC: Preventing HIV with PEP",
      url: "https://www.cdc.gov/hiv/prevention/pep.html",
    },
  },
  {
    id: "hpv-vaccine",
    text: "The HPV vaccine protects against the virus behind most cervical cancer. WHO recommends it for girls aged 9 to 14.",
    source: {
      name: "WHO: Cervical cancer",
      url: "https://www.who.int/news-room/fact-sheets/detail/cervical-cancer",
    },
  },
  {
    id: "hepatitis-b-vaccine",
    text: "Hepatitis B can be prevented with a safe, effective vaccine. Not sure you had it? Ask a health worker about testing and vaccination.",
    source: {
      name: "WHO: Hepatitis B",
      url: "https://www.who.int/news-room/fact-sheets/detail/hepatitis-b",
    },
  },
  {
    id: "yellow-fever-vaccine",
    text: "A single dose of yellow fever vaccine gives life-long protection. Check your vaccination card or ask your health centre.",
    source: {
      name: "WHO: Yellow fever",
      url: "https://www.who.int/news-room/fact-sheets/detail/yellow-fever",
    },
  },
  {
    id: "talk-to-someone",
    text: "Feeling low for weeks? Talk to someone you trust and reach out to a health worker. Depression is common and treatable.",
    source: WHO_DEPRESSION,
  },
  {
    id: "stay-connected",
    text: "Stay connected. Keeping in touch with friends and family, and doing things you enjoy, helps protect your mental health.",
    source: WHO_DEPRESSION,
  },
  {
    id: "alcohol-less",
    text: "Even small amounts of alcohol carry health risks. Drink less or not at all, and never drink before driving or while pregnant.",
    source: {
      name: "WHO: Alcohol",
      url: "https://www.who.int/news-room/fact-sheets/detail/alcohol",
    },
  },
  {
    id: "quit-tobacco",
    text: "Quitting tobacco brings real health benefits at any age, and support makes it easier. Ask a health worker for help to quit.",
    source: {
      name: "WHO: Tobacco",
      url: "https://www.who.int/news-room/fact-sheets/detail/tobacco",
    },
  },
  {
    id: "teeth",
    text: "Brush with fluoride toothpaste and cut down on sugary snacks and drinks to help prevent tooth decay.",
    source: {
      name: "WHO: Oral health",
      url: "https://www.who.int/news-room/fact-sheets/detail/oral-health",
    },
  },
  {
    id: "heat-water",
    text: "On hot days, drink water regularly, wear light, loose clothing and avoid strenuous activity in the hottest part of the day.",
    source: NHS_HEAT,
  },
  {
    id: "urine-colour",
    text: "Check your urine: it should be pale yellow. Dark yellow, strong-smelling urine is a sign you need to drink more.",
    source: NHS_DEHYDRATION,
  },
  {
    id: "burns-cool-water",
    text: "For a burn, cool it under cool running water for 20 minutes. Never use ice, butter, oil or toothpaste.",
    source: {
      name: "NHS: Burns and scalds",
      url: "https://www.nhs.uk/conditions/burns-and-scalds/",
    },
  },
  {
    id: "stroke-fast",
    text: "Know FAST: Face drooping, Arm weakness, Speech problems, Time to call 112. Quick treatment limits stroke damage.",
    source: {
      name: "NHS: Stroke symptoms",
      url: "https://www.nhs.uk/conditions/stroke/symptoms/",
    },
  },
  {
    id: "lassa-food-storage",
    text: "Help prevent Lassa fever: store grain and food in rodent-proof containers, keep your home clean and dispose of rubbish away from the house.",
    source: {
      name: "WHO: Lassa fever",
      url: "https://www.who.int/news-room/fact-sheets/detail/lassa-fever",
    },
  },
];

const MS_PER_DAY = 86_400_000;

/** Calendar date of `date` in `timeZone`, as days since 1970-01-01. */
function dayNumberInZone(date: Date, timeZone: string): number {
  return Math.floor(Date.parse(`${dayInZone(date, timeZone)}T00:00:00Z`) / MS_PER_DAY);
}

/**
 * The tip for the calendar day `date` falls on in `timeZone` (default
 * Africa/Lagos). Deterministic: days since the Unix epoch modulo the number of
 * tips, so it changes at local midnight and cycles through every tip.
 */
export function tipForDate(date: Date, timeZone = LAGOS_TIME_ZONE): DailyTip {
  const count = dailyTips.length;
  const dayNumber = dayNumberInZone(date, timeZone);
  const index = ((dayNumber % count) + count) % count;
  const tip = dailyTips[index] ?? dailyTips[0];
  if (!tip) throw new Error("dailyTips is empty");
  return tip;
}
