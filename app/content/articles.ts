// Health articles shown on /feeds and /article.
// Every fact below is drawn from WHO, CDC, NHS or NCDC guidance listed in each
// article's `sources`. Wording is original to HealthBuddy. Articles never
// diagnose; each one ends with a "danger" callout on when to seek care now.

export type ArticleBlock =
  | { type: "p"; text: string }
  | { type: "h2"; text: string }
  | { type: "ul"; items: string[] }
  | { type: "callout"; tone: "danger" | "info"; text: string };

export type ArticleTag =
  | "EMERGENCY"
  | "PREVENTION"
  | "FIRST AID"
  | "NUTRITION"
  | "MENTAL HEALTH"
  | "SEXUAL HEALTH";

export type ArticleSource = { name: string; url: string };

export type Article = {
  slug: string;
  title: string;
  summary: string;
  tag: ArticleTag;
  /** ISO date (YYYY-MM-DD). */
  publishedAt: string;
  readMinutes: number;
  /** "/images/articles/<slug>.svg" */
  image: string;
  imageAlt: string;
  body: ArticleBlock[];
  sources: ArticleSource[];
};

const NOT_A_DIAGNOSIS =
  "This article is general health information, not a diagnosis. HealthBuddy can help you think through symptoms, but only a qualified health worker who examines you can tell you what is wrong.";

/** Newest first. */
export const articles: Article[] = [
  {
    slug: "basic-first-aid",
    title: "Basic first aid everyone should know",
    summary:
      "The first few minutes after an accident matter most. Learn how to check for danger, call 112, start CPR, help someone who is choking and control heavy bleeding.",
    tag: "FIRST AID",
    publishedAt: "2026-11-18",
    readMinutes: 4,
    image: "/images/articles/basic-first-aid.svg",
    imageAlt:
      "Illustration of a young woman kneeling beside a person lying on their side in the recovery position, with a first aid kit open nearby.",
    body: [
      {
        type: "p",
        text: "Most emergencies do not happen in a hospital. They happen at home, at school, in the market or by the roadside, and the first person to help is usually a friend, a sibling or a stranger passing by. You do not need to be a doctor to make a real difference. A few simple steps, done calmly, can keep someone alive until trained help arrives.",
      },
      { type: "h2", text: "Step 1: Make sure it is safe, then check the person" },
      {
        type: "ul",
        items: [
          "Look around before you rush in. Watch for moving traffic, fire, fallen electric cables or leaking gas. You cannot help anyone if you get hurt too.",
          "Check whether the person responds. Speak loudly and gently tap their shoulders.",
          "If they do not respond, shout for help and call 112, or ask someone nearby to call while you stay with the person.",
          "Open the airway by tilting the head back and lifting the chin, then look, listen and feel for normal breathing for up to 10 seconds.",
        ],
      },
      { type: "h2", text: "If they are not breathing normally: start CPR" },
      {
        type: "p",
        text: "Occasional gasps are not normal breathing. Kneel beside the person, place the heel of one hand in the centre of their chest, put your other hand on top and lock your fingers together. Keeping your arms straight, press down firmly about 5 to 6 cm, then let the chest come back up. Aim for 100 to 120 pushes a minute, roughly the beat of a fast song. Keep going until help arrives or the person starts breathing normally. If a defibrillator (AED) is available, switch it on and follow its spoken instructions.",
      },
      { type: "h2", text: "If they are breathing but not responding: the recovery position" },
      {
        type: "p",
        text: "Roll the person onto their side, bend the top leg so it stops them rolling forward, and tilt the head back slightly so the airway stays open and any vomit can drain out of the mouth. Stay with them and keep checking that they are still breathing until help arrives.",
      },
      { type: "h2", text: "Choking" },
      {
        type: "p",
        text: "If an adult or older child can still cough, encourage them to keep coughing. If they cannot cough, speak or breathe, stand behind them and give up to 5 firm back blows between the shoulder blades with the heel of your hand. If that does not work, give up to 5 abdominal thrusts: wrap your arms around their waist, place a fist just above the belly button and pull sharply inwards and upwards. Call 112 if the blockage does not clear and keep repeating back blows and thrusts. Babies under one year need a different technique, using back blows and chest thrusts instead. Anyone who has had abdominal thrusts should be checked by a doctor afterwards.",
      },
      { type: "h2", text: "Heavy bleeding" },
      {
        type: "p",
        text: "Press firmly on the wound with a clean cloth or dressing and keep pressing. If blood soaks through, add another pad on top rather than removing the first one. If the wound is on an arm or leg, raise it if you can. Protect your own hands with gloves or a clean plastic bag if possible, and call 112 for any heavy bleeding.",
      },
      { type: "h2", text: "Burns" },
      {
        type: "p",
        text: "Cool the burn under cool or lukewarm running water for 20 minutes. Never use ice, butter, oil or toothpaste. Afterwards, cover it loosely with cling film or a clean plastic bag. Our burns article explains more.",
      },
      { type: "h2", text: "Keep a simple first aid kit" },
      {
        type: "ul",
        items: [
          "Plasters in different sizes and sterile gauze dressings",
          "Bandages, safety pins, tweezers and scissors",
          "Disposable gloves and alcohol-free cleansing wipes",
          "A thermometer",
          "Oral rehydration salts (ORS) sachets",
        ],
      },
      {
        type: "callout",
        tone: "danger",
        text: "Call 112 now if someone is unresponsive, not breathing normally, bleeding heavily, choking and the blockage will not clear, badly burned, or showing signs of a stroke or heart attack. If an ambulance cannot reach you quickly, get them to the nearest hospital emergency unit.",
      },
      {
        type: "callout",
        tone: "info",
        text: "Reading helps, but practice builds confidence. If you can, take a hands-on first aid course. " +
          NOT_A_DIAGNOSIS,
      },
    ],
    sources: [
      { name: "NHS: First aid", url: "https://www.nhs.uk/conditions/first-aid/" },
      { name: "NHS: Choking", url: "https://www.nhs.uk/conditions/choking/" },
      {
        name: "NHS: Recovery position",
        url: "https://www.nhs.uk/conditions/first-aid/recovery-position/",
      },
      { name: "NHS: Burns and scalds", url: "https://www.nhs.uk/conditions/burns-and-scalds/" },
    ],
  },
  {
    slug: "recognising-stroke-and-heart-attack",
    title: "Stroke and heart attack: signs young adults should never ignore",
    summary:
      "Strokes and heart attacks are not only problems for old people. Learn the FAST test, the warning signs of a heart attack and why every minute counts.",
    tag: "EMERGENCY",
    publishedAt: "2026-11-13",
    readMinutes: 3,
    image: "/images/articles/stroke-and-heart-attack-signs.svg",
    imageAlt:
      "Illustration of the FAST checklist: a face with one side drooping, raised arms, a speech bubble and a clock.",
    body: [
      {
        type: "p",
        text: "Many people think strokes and heart attacks only happen to grandparents. They are more common as we get older, but they can also affect young adults, especially people with high blood pressure, diabetes or sickle cell disease, and people who smoke. Heart disease and stroke are among the leading causes of death worldwide, according to WHO. Knowing the signs could help you save a friend, a parent or yourself.",
      },
      { type: "h2", text: "Stroke: think FAST" },
      {
        type: "p",
        text: "A stroke happens when the blood supply to part of the brain is cut off. The quicker a person gets treatment, the less damage is likely. Use the word FAST to remember the main signs:",
      },
      {
        type: "ul",
        items: [
          "Face: has one side of the face dropped? Can they smile evenly?",
          "Arms: can they lift both arms and keep them up, or does one drift down or feel weak?",
          "Speech: is their speech slurred or confused, or can they not speak at all?",
          "Time: if you notice any of these, it is time to call 112 immediately.",
        ],
      },
      {
        type: "p",
        text: "Other sudden signs include numbness or weakness on one side of the body, confusion, trouble seeing in one or both eyes, dizziness or loss of balance, and a sudden, severe headache with no known cause. Note the time the symptoms started, because doctors will ask. Do not wait to see if things get better on their own.",
      },
      { type: "h2", text: "Heart attack: not always dramatic" },
      {
        type: "p",
        text: "A heart attack happens when the blood supply to the heart is suddenly blocked. In films it looks like someone clutching their chest and collapsing, but real life is often quieter. Symptoms can include:",
      },
      {
        type: "ul",
        items: [
          "Chest pain or discomfort that feels like pressure, tightness, squeezing or heaviness",
          "Pain that spreads to the arms, jaw, neck, back or stomach",
          "Shortness of breath",
          "Sweating, feeling sick, or feeling light-headed or dizzy",
          "An overwhelming feeling of anxiety",
        ],
      },
      {
        type: "p",
        text: "Some people, especially women, have milder symptoms such as breathlessness, nausea, or back or jaw pain, and may mistake them for indigestion. If you are unsure, treat it as an emergency.",
      },
      { type: "h2", text: "While you wait for help" },
      {
        type: "p",
        text: "Keep the person sitting or lying in a comfortable position and stay with them. NHS guidance says that if someone with heart attack symptoms is not allergic to aspirin and one is easily available, they can slowly chew and swallow one adult 300 mg tablet while waiting for the ambulance. Follow any instructions the emergency operator gives you. If the person stops breathing normally, start CPR.",
      },
      { type: "h2", text: "Lowering your risk" },
      {
        type: "ul",
        items: [
          "Get your blood pressure checked, even if you feel fine. High blood pressure often causes no symptoms.",
          "Do not smoke, and drink less alcohol or none at all.",
          "Eat more fruit and vegetables and less salt.",
          "Be active for at least 150 minutes a week.",
        ],
      },
      {
        type: "callout",
        tone: "danger",
        text: "Call 112 immediately if you notice any FAST sign, sudden weakness, vision loss, a severe sudden headache, or chest pain that spreads or comes with breathlessness or sweating. Do not drive yourself. If an ambulance cannot reach you quickly, go to the nearest hospital emergency unit.",
      },
      { type: "callout", tone: "info", text: NOT_A_DIAGNOSIS },
    ],
    sources: [
      { name: "NHS: Stroke symptoms", url: "https://www.nhs.uk/conditions/stroke/symptoms/" },
      { name: "NHS: Heart attack", url: "https://www.nhs.uk/conditions/heart-attack/" },
      {
        name: "CDC: Signs and symptoms of stroke",
        url: "https://www.cdc.gov/stroke/signs-symptoms/index.html",
      },
      {
        name: "WHO: Cardiovascular diseases (CVDs) fact sheet",
        url: "https://www.who.int/news-room/fact-sheets/detail/cardiovascular-diseases-(cvds)",
      },
    ],
  },
  {
    slug: "malaria-prevention-and-fever-danger-signs",
    title: "Malaria: how to prevent it and when a fever is an emergency",
    summary:
      "Malaria is preventable and curable, but it can turn serious fast. How to protect yourself, why you should test before you treat, and the danger signs that need a hospital now.",
    tag: "PREVENTION",
    publishedAt: "2026-11-09",
    readMinutes: 3,
    image: "/images/articles/malaria-prevention.svg",
    imageAlt:
      "Illustration of a bed covered by a blue mosquito net in a bedroom, with a mosquito outside the net.",
    body: [
      {
        type: "p",
        text: "Malaria is so common in Nigeria that many of us treat it like a normal part of life. But it is a serious disease. According to WHO, Nigeria carries the largest share of the world's malaria cases and deaths. The good news is that malaria is both preventable and curable, and small daily habits make a real difference.",
      },
      { type: "h2", text: "How malaria spreads" },
      {
        type: "p",
        text: "Malaria is caused by parasites passed to people through the bites of infected female Anopheles mosquitoes, which mostly bite between dusk and dawn. It is not spread from person to person like a cold. Symptoms usually start 10 to 15 days after an infective bite. The first signs are often fever, headache and chills, which can be mild and hard to tell apart from other illnesses.",
      },
      { type: "h2", text: "Protect yourself every night" },
      {
        type: "ul",
        items: [
          "Sleep under an insecticide-treated mosquito net every night, all year round, not only in the rainy season. Tuck it in well and repair holes.",
          "Use insect repellent on exposed skin and wear long sleeves and trousers in the evening if you are outdoors.",
          "Support indoor spraying when health teams offer it in your area.",
          "If you are pregnant, ask at antenatal care about medicines that prevent malaria in pregnancy.",
          "For young children, ask your primary health centre about malaria prevention medicines and the malaria vaccines recommended by WHO, and whether they are offered in your area.",
        ],
      },
      { type: "h2", text: "Test before you treat" },
      {
        type: "p",
        text: "Not every fever is malaria. WHO recommends that malaria is confirmed with a test, either a rapid diagnostic test or a blood smear under a microscope, before treatment starts. Testing means you get the right medicine, and if the test is negative, the health worker can look for the real cause, such as typhoid or another infection. If you do have malaria, take the full course of the medicine prescribed, usually an artemisinin-based combination therapy, even if you feel better after a day or two. Avoid using leftover tablets or buying medicines without a test.",
      },
      { type: "h2", text: "Who is at higher risk" },
      {
        type: "p",
        text: "Children under five, pregnant women and people with weakened immune systems are more likely to become severely ill. If someone in one of these groups has a fever, get them tested the same day.",
      },
      { type: "h2", text: "When a fever becomes an emergency" },
      {
        type: "p",
        text: "Without quick treatment, malaria can become severe and life-threatening. WHO lists these signs of severe malaria:",
      },
      {
        type: "ul",
        items: [
          "Extreme tiredness, confusion, or being hard to wake",
          "Fits (convulsions), especially more than one",
          "Difficulty breathing",
          "Dark or bloody urine",
          "Yellow eyes or skin (jaundice)",
          "Unusual bleeding",
        ],
      },
      {
        type: "callout",
        tone: "danger",
        text: "Go to a hospital now, or call 112, if someone with a fever has any of these signs: confusion or drowsiness, a fit, trouble breathing, dark or bloody urine, yellow eyes, unusual bleeding, or cannot drink or keep fluids down. Young children and pregnant women with fever should be seen the same day.",
      },
      { type: "callout", tone: "info", text: NOT_A_DIAGNOSIS },
    ],
    sources: [
      {
        name: "WHO: Malaria fact sheet",
        url: "https://www.who.int/news-room/fact-sheets/detail/malaria",
      },
      { name: "CDC: About malaria", url: "https://www.cdc.gov/malaria/about/index.html" },
    ],
  },
  {
    slug: "burns-first-aid",
    title: "Burns first aid: cool water, not toothpaste",
    summary:
      "Hot oil, boiling water, cooking gas and kerosene cause painful burns every day. Here is what actually helps, what makes burns worse and when to go to hospital.",
    tag: "FIRST AID",
    publishedAt: "2026-11-04",
    readMinutes: 3,
    image: "/images/articles/burns-first-aid.svg",
    imageAlt: "Illustration of a hand held under a running kitchen tap, with a timer showing 20 minutes.",
    body: [
      {
        type: "p",
        text: "A pot of boiling water, splashing hot oil, a kerosene stove or a gas cylinder: burns are some of the most common injuries in the kitchen. WHO notes that most burns happen at home and at work, and that many of them can be prevented. When a burn does happen, what you do in the first minutes can reduce pain, scarring and the risk of infection.",
      },
      { type: "h2", text: "What to do straight away" },
      {
        type: "ul",
        items: [
          "Stop the burning. Move away from the heat source. If clothes catch fire, stop, drop to the ground and roll to put out the flames, or smother them with a heavy blanket.",
          "For an electrical burn, switch off the power before you touch the person.",
          "Remove clothing and jewellery near the burn, but do not pull off anything that is stuck to the skin.",
          "Cool the burn under cool or lukewarm running water for 20 minutes, as soon as possible.",
          "Keep the rest of the person warm with a cloth or blanket, avoiding the burned area. This matters for large burns and for children.",
          "After cooling, cover the burn loosely with a layer of cling film or a clean plastic bag. Lay it on top rather than wrapping it tightly.",
          "Paracetamol or ibuprofen can help with pain. Follow the dose on the pack.",
        ],
      },
      { type: "h2", text: "What not to put on a burn" },
      {
        type: "p",
        text: "Many home remedies do more harm than good. Do not use ice or iced water, which can damage the skin further. Do not apply toothpaste, butter, oil, palm oil, raw egg or any paste or cream. These can trap heat, make it harder for health workers to assess the burn and raise the risk of infection. Do not burst blisters.",
      },
      { type: "h2", text: "Chemical burns" },
      {
        type: "p",
        text: "If a chemical such as a strong cleaning product or acid touches the skin, remove contaminated clothing carefully and rinse the area with plenty of running water. Protect your own hands while you help. All chemical burns should be checked at a hospital.",
      },
      { type: "h2", text: "Preventing burns at home" },
      {
        type: "ul",
        items: [
          "Keep young children away from the cooking area, and turn pot handles inwards.",
          "Never leave cooking unattended, especially with oil.",
          "Store kerosene, petrol and gas away from flames and out of children's reach.",
          "Check gas cylinders, hoses and stoves for leaks and damage.",
        ],
      },
      {
        type: "callout",
        tone: "danger",
        text: "Go to a hospital emergency unit, or call 112, for: any chemical or electrical burn; a burn bigger than the injured person's hand; a deep burn of any size that looks white or charred; burns on the face, hands, arms, feet, legs or genitals that cause blisters; or any burn with coughing, a sore throat or breathing difficulty after smoke exposure. Burns in babies, young children, pregnant women and older people should always be checked by a health worker.",
      },
      { type: "callout", tone: "info", text: NOT_A_DIAGNOSIS },
    ],
    sources: [
      { name: "NHS: Burns and scalds", url: "https://www.nhs.uk/conditions/burns-and-scalds/" },
      { name: "WHO: Burns fact sheet", url: "https://www.who.int/news-room/fact-sheets/detail/burns" },
    ],
  },
  {
    slug: "cholera-and-oral-rehydration",
    title: "Cholera and watery diarrhoea: how to make ORS at home",
    summary:
      "Cholera can kill within hours, but most people recover with prompt oral rehydration. How it spreads, how to make a home ORS drink the WHO way, and when to rush to a clinic.",
    tag: "EMERGENCY",
    publishedAt: "2026-10-30",
    readMinutes: 3,
    image: "/images/articles/cholera-and-ors.svg",
    imageAlt:
      "Illustration of a one-litre bottle of clean water beside a bowl of sugar, a pinch of salt and a teaspoon.",
    body: [
      {
        type: "p",
        text: "Cholera is a bacterial infection of the gut that causes sudden, watery diarrhoea. NCDC notes that cases in Nigeria tend to rise during the rainy season, when floodwater can wash sewage into wells, streams and other water sources. Cholera can be deadly within hours if it is not treated, but it is also easy to treat when people act early.",
      },
      { type: "h2", text: "How cholera spreads" },
      {
        type: "p",
        text: "The bacteria live in the stool of infected people and spread when someone eats food or drinks water contaminated with it. That is why cholera spreads fastest where there is poor sanitation, crowded living conditions, open defecation or no safe water. Symptoms can appear anywhere from 12 hours to 5 days after infection. Many infected people have mild symptoms or none at all, but they can still pass the bacteria on.",
      },
      { type: "h2", text: "Rehydration saves lives" },
      {
        type: "p",
        text: "The danger in cholera is losing water and salts faster than the body can cope with. Most people can be treated successfully with oral rehydration solution (ORS), which replaces both. Ready-made ORS sachets from a pharmacy or health centre are best. If you cannot get them quickly, WHO describes a simple home solution:",
      },
      {
        type: "ul",
        items: [
          "1 litre of clean drinking water, boiled and cooled",
          "6 level teaspoons of sugar",
          "Half a level teaspoon of salt",
          "Stir until everything dissolves. Use level teaspoons, not heaped ones. Too much salt can be harmful.",
        ],
      },
      {
        type: "p",
        text: "Drink small, frequent sips, and keep drinking after every loose stool. If you vomit, wait 10 minutes and then continue more slowly. Make a fresh batch each day. Keep eating normally if you can, and keep breastfeeding babies. WHO also recommends zinc supplements for children with diarrhoea, so ask a health worker about them. Home ORS buys time: it does not replace medical care for severe illness.",
      },
      { type: "h2", text: "Protect yourself and your household" },
      {
        type: "ul",
        items: [
          "Boil drinking water if you are not sure it is safe, and store it in a clean, covered container.",
          "Only drink bottled or sachet water if the seal is intact.",
          "Wash hands with soap and running water after using the toilet, after cleaning a child, and before cooking or eating. Use an alcohol-based sanitiser if there is no soap and water.",
          "Cook food well and eat it hot. Wash fruit and vegetables with safe water.",
          "Use a toilet or latrine, and dispose of waste properly.",
        ],
      },
      {
        type: "p",
        text: "Oral cholera vaccines exist and are used to protect communities during outbreaks. They work alongside safe water and good hygiene, not instead of them.",
      },
      {
        type: "callout",
        tone: "danger",
        text: "Go to a health facility immediately for any sudden, heavy watery diarrhoea, especially during an outbreak. Call 112 or go to the nearest hospital now if someone cannot keep fluids down, is very weak, drowsy or confused, has sunken eyes, passes little or no urine, or has blood in their stool. Babies and young children can become dangerously dehydrated very quickly.",
      },
      { type: "callout", tone: "info", text: NOT_A_DIAGNOSIS },
    ],
    sources: [
      { name: "WHO: Cholera fact sheet", url: "https://www.who.int/news-room/fact-sheets/detail/cholera" },
      {
        name: "WHO: Diarrhoeal disease fact sheet",
        url: "https://www.who.int/news-room/fact-sheets/detail/diarrhoeal-disease",
      },
      {
        name: "NCDC: Public health advisory on cholera",
        url: "https://ncdc.gov.ng/news/185/public-health-advisory-on-cholera%3A-5-tips-for-prevention",
      },
    ],
  },
  {
    slug: "typhoid-vs-malaria-and-safe-water",
    title: "Typhoid or malaria? Why testing matters and how to keep water safe",
    summary:
      "Typhoid and malaria can both start with fever and headache, so only a test can tell them apart. What typhoid is, why self-treating with antibiotics is risky, and simple food and water habits that protect you.",
    tag: "PREVENTION",
    publishedAt: "2026-10-26",
    readMinutes: 3,
    image: "/images/articles/typhoid-or-malaria.svg",
    imageAlt: "Illustration of a pot of water boiling on a stove next to a covered water container.",
    body: [
      {
        type: "p",
        text: "Feeling feverish, weak and achy? In Nigeria, many people immediately say it is malaria, or typhoid, or both, and head to the chemist. The trouble is that these illnesses can feel very similar at the start, and treating the wrong one wastes time and money and can make you sicker.",
      },
      { type: "h2", text: "What is typhoid?" },
      {
        type: "p",
        text: "Typhoid fever is caused by Salmonella Typhi bacteria. It spreads through food or water contaminated with the stool of someone who carries the bacteria. Symptoms usually build up over several days and can include a prolonged high fever, tiredness, headache, nausea, stomach pain, and constipation or diarrhoea. Some people get a rash. Without proper treatment, typhoid can lead to serious complications. Some people who recover can continue to carry the bacteria and pass them on.",
      },
      { type: "h2", text: "Malaria or typhoid: only a test can tell" },
      {
        type: "p",
        text: "Malaria is spread by mosquitoes, not by food or water, and often causes fever, chills and headache. Because the early symptoms overlap, you cannot reliably tell the two apart by how you feel. A malaria test takes minutes at many clinics and pharmacies. Typhoid is confirmed with laboratory tests, and a health worker can advise which one is right for you. It is possible to have both at once, or neither.",
      },
      { type: "h2", text: "Why you should not self-treat with antibiotics" },
      {
        type: "p",
        text: "Typhoid is treated with antibiotics, but WHO warns that typhoid bacteria are becoming resistant to many of them. Taking antibiotics you do not need, taking the wrong one, or stopping early all help resistance spread. Let a health worker choose the medicine, take the full course, and go back if you are not improving.",
      },
      { type: "h2", text: "Keep your water and food safe" },
      {
        type: "ul",
        items: [
          "If you are unsure your water is safe, bring it to a rolling boil, let it cool, and store it in a clean, covered container.",
          "Wash your hands with soap and water after using the toilet and before preparing or eating food.",
          "Cook food thoroughly and eat it while it is hot. Be careful with food that has been left out at room temperature for hours.",
          "Keep raw meat and fish away from cooked and ready-to-eat food.",
          "Wash fruit and vegetables with safe water, or peel them yourself.",
          "Be cautious with ice, drinks and raw foods from sellers whose hygiene you cannot check.",
        ],
      },
      { type: "h2", text: "Vaccination" },
      {
        type: "p",
        text: "WHO recommends typhoid conjugate vaccines in countries where typhoid is common. Ask at your primary health centre whether the vaccine is available to you. Vaccination protects you best when combined with safe water and good hygiene.",
      },
      {
        type: "callout",
        tone: "danger",
        text: "Seek care the same day for a fever lasting more than two or three days, or any fever with severe headache, repeated vomiting or stomach pain. Go to a hospital now, or call 112, if someone has severe or worsening stomach pain, blood in their stool or vomit, confusion or extreme drowsiness, or cannot keep fluids down.",
      },
      { type: "callout", tone: "info", text: NOT_A_DIAGNOSIS },
    ],
    sources: [
      { name: "WHO: Typhoid fact sheet", url: "https://www.who.int/news-room/fact-sheets/detail/typhoid" },
      { name: "CDC: Typhoid fever", url: "https://www.cdc.gov/typhoid-fever/index.html" },
      {
        name: "WHO: Drinking-water fact sheet",
        url: "https://www.who.int/news-room/fact-sheets/detail/drinking-water",
      },
      {
        name: "WHO: Five keys to safer food manual",
        url: "https://www.who.int/publications/i/item/9789241594639",
      },
    ],
  },
  {
    slug: "sickle-cell-crisis-warning-signs",
    title: "Sickle cell crisis: warning signs and when to go to hospital",
    summary:
      "Living well with sickle cell disease means knowing your triggers and recognising the emergencies early. Fever, chest pain, stroke signs and severe pain all need urgent care.",
    tag: "EMERGENCY",
    publishedAt: "2026-10-21",
    readMinutes: 3,
    image: "/images/articles/sickle-cell-crisis.svg",
    imageAlt:
      "Illustration of round red blood cells flowing freely beside crescent-shaped sickle cells bunched together.",
    body: [
      {
        type: "p",
        text: "Sickle cell disease is an inherited blood disorder that affects many families across Nigeria. Healthy red blood cells are round and flexible. In sickle cell disease they can become hard, sticky and curved like a sickle, or the letter C. These cells die early, causing anaemia, and they can block blood flow through small blood vessels, causing sudden pain and damage to organs.",
      },
      { type: "h2", text: "Know your genotype" },
      {
        type: "p",
        text: "A person has sickle cell disease when they inherit a sickle cell gene from both parents. People with one sickle gene have sickle cell trait (often called AS). They usually have no symptoms but can pass the gene on. When both parents have the trait, each pregnancy has a 1 in 4 chance of a child with sickle cell disease. Knowing your genotype, and your partner's, helps you make informed decisions. A simple blood test can tell you.",
      },
      { type: "h2", text: "Common triggers of a pain crisis" },
      {
        type: "ul",
        items: [
          "Not drinking enough water (dehydration)",
          "Sudden changes in temperature, or getting very cold or very hot",
          "Very strenuous exercise",
          "Infections",
          "Stress",
          "Alcohol and smoking",
        ],
      },
      { type: "h2", text: "Everyday habits that help" },
      {
        type: "ul",
        items: [
          "Drink plenty of water throughout the day, especially in hot weather.",
          "Dress for the weather and avoid sudden temperature changes where you can.",
          "Stay active, but rest when you need to and avoid pushing to exhaustion.",
          "Take the medicines your doctor prescribes, such as folic acid, antibiotics or hydroxyurea, exactly as directed.",
          "Keep up with vaccinations and regular check-ups with your care team.",
          "Have a plan for managing pain at home, agreed with your doctor, and know when to stop and seek help.",
        ],
      },
      { type: "h2", text: "Emergencies you must not wait out" },
      {
        type: "p",
        text: "People with sickle cell disease are more vulnerable to serious infections and other complications, and some of these can become life-threatening within hours. Go to a hospital straight away for:",
      },
      {
        type: "ul",
        items: [
          "A fever of 38.5°C or higher. In sickle cell disease a fever can be the first sign of a dangerous infection.",
          "Chest pain, coughing or difficulty breathing, which can be signs of acute chest syndrome",
          "Any stroke sign: face drooping, arm weakness, slurred speech, sudden numbness, confusion or trouble seeing",
          "Severe pain that does not ease with your usual home treatment",
          "A swollen or painful belly, especially with sudden paleness or weakness",
          "A painful erection that will not go away",
          "Yellow eyes with extreme tiredness, or sudden changes in vision",
        ],
      },
      {
        type: "callout",
        tone: "danger",
        text: "Call 112 now for any stroke sign, severe difficulty breathing, or if the person is very drowsy or hard to wake. For fever of 38.5°C or higher, chest pain, or pain you cannot control at home, go to the nearest hospital emergency unit immediately. Always tell staff that the person has sickle cell disease.",
      },
      { type: "callout", tone: "info", text: NOT_A_DIAGNOSIS },
    ],
    sources: [
      { name: "CDC: About sickle cell disease", url: "https://www.cdc.gov/sickle-cell/about/index.html" },
      {
        name: "CDC: Complications of sickle cell disease: fever",
        url: "https://www.cdc.gov/sickle-cell/complications/fever.html",
      },
      {
        name: "NHS: Sickle cell disease",
        url: "https://www.nhs.uk/conditions/sickle-cell-disease/",
      },
    ],
  },
  {
    slug: "road-traffic-injury-and-bleeding-control",
    title: "After a road crash: stay safe, call 112 and control bleeding",
    summary:
      "Road crashes are a leading cause of death for young people. What to do at the scene, how to stop heavy bleeding, and the helmets and seatbelts that prevent injuries in the first place.",
    tag: "EMERGENCY",
    publishedAt: "2026-10-16",
    readMinutes: 3,
    image: "/images/articles/bleeding-control.svg",
    imageAlt:
      "Illustration of a person pressing a folded cloth firmly onto an injured arm beside a road, with a warning triangle in the background.",
    body: [
      {
        type: "p",
        text: "According to WHO, road traffic injuries are the leading cause of death for children and young people aged 5 to 29 worldwide. Whether you ride okada, drive, or cross busy roads every day, knowing what to do at a crash scene, and how to lower your own risk, matters.",
      },
      { type: "h2", text: "At the scene: protect yourself first" },
      {
        type: "ul",
        items: [
          "Do not run into moving traffic. Park safely away from the crash and switch on your hazard lights.",
          "Warn other drivers if you can do it safely, for example with a warning triangle placed well before the scene.",
          "Switch off the engines of crashed vehicles if it is safe, and do not let anyone smoke nearby in case fuel is leaking.",
          "Call 112. Tell the operator where you are, how many people are hurt, and whether anyone is trapped, unconscious or bleeding heavily.",
        ],
      },
      { type: "h2", text: "Helping the injured" },
      {
        type: "p",
        text: "Do not move an injured person unless they are in immediate danger, such as from fire or traffic. They may have a neck or spine injury, and moving them could make it worse. Do not remove a motorcyclist's helmet unless it is essential, for example if it is blocking their breathing. Check whether each person responds and is breathing. If someone is not breathing normally, start CPR. If they are breathing but not responding, keep their airway open.",
      },
      { type: "h2", text: "Controlling heavy bleeding" },
      {
        type: "ul",
        items: [
          "Protect your hands with gloves or a clean plastic bag if you have one.",
          "Press firmly and directly on the wound with a clean cloth, scarf or dressing. Keep pressing.",
          "If blood soaks through, put another pad on top. Do not lift the first one to check.",
          "If an object is stuck in the wound, do not pull it out. Press around it instead.",
          "If the wound is on an arm or leg and there is no broken bone, raise it above the level of the heart.",
        ],
      },
      { type: "h2", text: "Watch for shock" },
      {
        type: "p",
        text: "Losing a lot of blood can lead to shock, which is life-threatening. Signs include pale, cold and clammy skin, fast breathing, a fast pulse, weakness, dizziness and confusion. Help the person lie down, raise their legs if you can and if their injuries allow, loosen tight clothing and keep them warm. Do not give them anything to eat or drink. Stay with them and reassure them until help arrives.",
      },
      { type: "h2", text: "Prevention saves more lives than first aid" },
      {
        type: "ul",
        items: [
          "Wear a properly fastened helmet on every motorcycle ride, however short. WHO reports that wearing a helmet correctly cuts the risk of death by more than six times and the risk of brain injury by up to 74%.",
          "Wear a seatbelt in every seat, front and back. WHO reports that seatbelts reduce the risk of death for drivers and front-seat passengers by 45 to 50%.",
          "Slow down. Higher speed makes crashes more likely and injuries more severe.",
          "Never drive or ride after drinking alcohol or using drugs, and never get in a vehicle with a driver who has.",
          "Put your phone away while driving or riding.",
        ],
      },
      {
        type: "callout",
        tone: "danger",
        text: "Call 112 for any road crash where someone is unconscious, struggling to breathe, bleeding heavily, trapped, or may have a head, neck or back injury. After any crash, get checked at a hospital if you develop a worsening headache, repeated vomiting, drowsiness, confusion or pain that gets worse, even if you felt fine at first.",
      },
      { type: "callout", tone: "info", text: NOT_A_DIAGNOSIS },
    ],
    sources: [
      {
        name: "WHO: Road traffic injuries fact sheet",
        url: "https://www.who.int/news-room/fact-sheets/detail/road-traffic-injuries",
      },
      {
        name: "NHS: First aid after an accident",
        url: "https://www.nhs.uk/conditions/first-aid/after-an-accident/",
      },
      { name: "NHS: First aid", url: "https://www.nhs.uk/conditions/first-aid/" },
    ],
  },
  {
    slug: "mental-health-where-to-get-help-in-nigeria",
    title: "Looking after your mental health, and where to get help in Nigeria",
    summary:
      "Feeling low, anxious or overwhelmed is common, and help works. Signs that it is more than a bad week, everyday steps that protect your mind, and where to find support in Nigeria.",
    tag: "MENTAL HEALTH",
    publishedAt: "2026-10-10",
    readMinutes: 3,
    image: "/images/articles/mental-health-help.svg",
    imageAlt: "Illustration of two young friends sitting on a bench, one listening while the other talks.",
    body: [
      {
        type: "p",
        text: "School pressure, exams, unemployment, money worries, relationships, family expectations, the cost of everything: young Nigerians carry a lot. Feeling stressed or sad sometimes is part of being human. But when those feelings hang around, get heavier and start affecting your sleep, studies, work or relationships, it is time to take them seriously. Mental health is health, and asking for help is a sign of strength, not weakness.",
      },
      {
        type: "p",
        text: "WHO describes good mental health as a state of well-being that lets us cope with the stresses of life, realise our abilities, learn and work well, and contribute to our community. WHO also notes that half of all mental health conditions start by age 14, and most go undetected and untreated. That is why paying attention early matters.",
      },
      { type: "h2", text: "Signs it may be more than a bad week" },
      {
        type: "p",
        text: "Depression is more than feeling sad. WHO describes it as a low mood or loss of pleasure or interest in activities for most of the day, nearly every day, for at least two weeks. Other signs can include:",
      },
      {
        type: "ul",
        items: [
          "Trouble concentrating",
          "Feeling worthless or excessively guilty",
          "Hopelessness about the future",
          "Sleeping much more or much less than usual",
          "Changes in appetite or weight",
          "Feeling very tired or low in energy",
          "Thoughts about dying or suicide",
        ],
      },
      {
        type: "p",
        text: "Anxiety can show up as constant worry you cannot switch off, a racing heart, restlessness or panic attacks. Using alcohol or drugs to cope is another warning sign.",
      },
      { type: "h2", text: "Everyday steps that help" },
      {
        type: "ul",
        items: [
          "Talk to someone you trust, such as a friend, family member, teacher or religious leader.",
          "Keep doing things you used to enjoy, even in small doses.",
          "Stay connected. Isolation tends to make low moods worse.",
          "Move your body. Regular physical activity, even a short walk, can lift your mood.",
          "Keep regular sleeping and eating habits.",
          "Cut down on alcohol and avoid drugs, which can make anxiety and depression worse.",
        ],
      },
      { type: "h2", text: "Where to get help in Nigeria" },
      {
        type: "ul",
        items: [
          "Your nearest primary health centre or general hospital. You can describe how you have been feeling and ask to be referred to a mental health professional.",
          "The psychiatry department of a teaching hospital.",
          "Federal neuropsychiatric hospitals, which are specialist mental health hospitals in several states, such as those in Yaba (Lagos) and Aro (Abeokuta).",
          "Your school or university's counselling or student health service.",
        ],
      },
      {
        type: "p",
        text: "Effective treatments exist, including talking therapies and, for some people, medicine prescribed by a doctor. You do not have to wait until things are unbearable to reach out.",
      },
      { type: "h2", text: "If someone tells you they are thinking of suicide" },
      {
        type: "p",
        text: "Take it seriously. Listen without judging, and stay with them. Asking someone directly about suicide does not put the idea in their head, and it can open the door to help. Remove anything they could use to harm themselves if you can do so safely, and help them get professional support.",
      },
      {
        type: "callout",
        tone: "danger",
        text: "If you or someone else is in immediate danger, has harmed themselves, or is planning to act on thoughts of suicide, call 112 or go to the nearest hospital emergency unit now. Do not leave the person alone.",
      },
      {
        type: "callout",
        tone: "info",
        text: "HealthBuddy can be a space to put your feelings into words, but it is not a therapist or a crisis service. " +
          NOT_A_DIAGNOSIS,
      },
    ],
    sources: [
      {
        name: "WHO: Mental health: strengthening our response",
        url: "https://www.who.int/news-room/fact-sheets/detail/mental-health-strengthening-our-response",
      },
      {
        name: "WHO: Depressive disorder (depression) fact sheet",
        url: "https://www.who.int/news-room/fact-sheets/detail/depression",
      },
      {
        name: "WHO: Mental health of adolescents fact sheet",
        url: "https://www.who.int/news-room/fact-sheets/detail/adolescent-mental-health",
      },
      { name: "WHO: Suicide fact sheet", url: "https://www.who.int/news-room/fact-sheets/detail/suicide" },
    ],
  },
  {
    slug: "hiv-testing-prep-and-pep",
    title: "HIV testing, PrEP and PEP: the basics",
    summary:
      "The only way to know your HIV status is to test. How testing works, how PrEP prevents HIV, why PEP must start within 72 hours, and why treatment today means a long, healthy life.",
    tag: "SEXUAL HEALTH",
    publishedAt: "2026-10-05",
    readMinutes: 3,
    image: "/images/articles/hiv-testing-prep-pep.svg",
    imageAlt: "Illustration of a rapid HIV test kit, a pill bottle and a calendar with a 72-hour reminder.",
    body: [
      {
        type: "p",
        text: "HIV is still surrounded by stigma and fear, and that keeps many young people from testing. The facts are far more hopeful. HIV can be prevented, it can be tested for quickly, and with treatment people living with HIV can lead long, healthy lives.",
      },
      { type: "h2", text: "How HIV is and is not spread" },
      {
        type: "p",
        text: "HIV is passed on through certain body fluids of a person living with HIV: blood, semen, vaginal fluids and breast milk. It can also pass from mother to baby during pregnancy and birth. It is not spread by kissing, hugging, shaking hands, sharing food or cutlery, or mosquito bites.",
      },
      { type: "h2", text: "Why test?" },
      {
        type: "p",
        text: "Many people with HIV feel completely well for years, so you cannot tell by looking at someone, or by how you feel. Testing is the only way to know. Rapid tests can give results on the same day, and WHO recommends HIV self-testing as another option, so you can test privately and then confirm the result at a clinic. No test can detect HIV immediately after exposure, so a health worker may advise you to test again later. Testing is confidential, and HIV testing is offered at many hospitals, primary health centres and community programmes in Nigeria.",
      },
      { type: "h2", text: "If the result is positive" },
      {
        type: "p",
        text: "HIV treatment (antiretroviral therapy, or ART) keeps the virus under control and protects the immune system. WHO recommends starting treatment as soon as possible. When treatment keeps the virus so low that it cannot be detected, a person does not pass HIV on to their sexual partners. Treatment during pregnancy also protects babies.",
      },
      { type: "h2", text: "PrEP: prevention before exposure" },
      {
        type: "p",
        text: "Pre-exposure prophylaxis (PrEP) is medicine taken by people who do not have HIV to prevent infection. It is highly effective when taken as prescribed. WHO recommends daily PrEP pills for people at substantial risk of HIV and has also recommended some longer-acting options. If you think PrEP could be right for you, for example if your partner is living with HIV, talk to a health worker about what is available. PrEP does not protect against other sexually transmitted infections or pregnancy, so condoms still matter.",
      },
      { type: "h2", text: "PEP: emergency prevention after exposure" },
      {
        type: "p",
        text: "Post-exposure prophylaxis (PEP) is a 28-day course of HIV medicines for someone who may have just been exposed, for example after a condom broke, after sex without a condom with someone whose status is unknown, after sexual assault, or after a needle-stick injury. PEP must be started within 72 hours of exposure, and the sooner the better. It is for emergencies and does not replace regular prevention.",
      },
      { type: "h2", text: "Everyday prevention" },
      {
        type: "ul",
        items: [
          "Use condoms correctly every time you have sex.",
          "Test regularly, and encourage partners to test too.",
          "Never share needles, syringes or blades.",
          "Get tested and treated for other sexually transmitted infections.",
        ],
      },
      {
        type: "callout",
        tone: "danger",
        text: "If you may have been exposed to HIV in the last 72 hours, go to a hospital emergency unit or HIV clinic now and ask about PEP. Do not wait until you feel sick. If you have been sexually assaulted or are injured or unsafe, call 112. Health workers can also offer emergency contraception and care for other injuries and infections.",
      },
      { type: "callout", tone: "info", text: NOT_A_DIAGNOSIS },
    ],
    sources: [
      { name: "WHO: HIV and AIDS fact sheet", url: "https://www.who.int/news-room/fact-sheets/detail/hiv-aids" },
      { name: "CDC: HIV testing", url: "https://www.cdc.gov/hiv/testing/index.html" },
      { name: "CDC: Preventing HIV with PEP", url: "https://www.cdc.gov/hiv/prevention/pep.html" },
    ],
  },
  {
    slug: "hypertension-in-young-nigerians",
    title: "High blood pressure is not just an old person's problem",
    summary:
      "High blood pressure usually has no symptoms, yet it raises the risk of stroke, heart attack and kidney disease. Why young adults should know their numbers, and the habits that keep pressure down.",
    tag: "PREVENTION",
    publishedAt: "2026-09-30",
    readMinutes: 3,
    image: "/images/articles/high-blood-pressure.svg",
    imageAlt: "Illustration of a digital blood pressure monitor on a young man's upper arm.",
    body: [
      {
        type: "p",
        text: "Many of us think of high blood pressure as something our parents or grandparents deal with. But it can develop in young adults too, and because it usually has no symptoms, you can have it for years without knowing. WHO calls it a major cause of premature death worldwide. The good news: it is easy to check and often preventable.",
      },
      { type: "h2", text: "What the numbers mean" },
      {
        type: "p",
        text: "Blood pressure is the force of blood pushing against the walls of your blood vessels as your heart pumps. It is written as two numbers, such as 120/80. The first (systolic) is the pressure when the heart beats. The second (diastolic) is the pressure when the heart rests between beats. WHO guidance is that hypertension is diagnosed when readings are 140/90 or higher on two different days. According to the NHS, ideal blood pressure for most adults is between 90/60 and 120/80.",
      },
      { type: "h2", text: "Why it matters" },
      {
        type: "p",
        text: "Over time, high blood pressure damages blood vessels and organs. It raises the risk of stroke, heart attack, heart failure and kidney damage. Finding it early, when lifestyle changes and treatment work well, protects your future health.",
      },
      { type: "h2", text: "Know your numbers" },
      {
        type: "p",
        text: "Because most people feel completely normal, the only way to know is to measure. Ask for a check at a health centre or pharmacy, especially if high blood pressure, stroke or diabetes runs in your family, or if you are overweight. Sit quietly for a few minutes before the reading. One high reading is not a diagnosis. Follow up with a health worker, who may recheck it on another day.",
      },
      { type: "h2", text: "Habits that keep pressure down" },
      {
        type: "ul",
        items: [
          "Cut down on salt. WHO recommends less than 5 g of salt a day for adults, which is just under one teaspoon, including the salt already in food. Seasoning cubes, salty snacks, instant noodles and processed foods add up quickly. Taste before you add more.",
          "Eat more vegetables, fruit, beans and whole grains.",
          "Be active for at least 150 minutes a week, such as brisk walking, dancing, cycling or football.",
          "Do not smoke or use tobacco.",
          "Limit alcohol. Less is better.",
          "Aim for a healthy weight. Even a small loss can help if you are overweight.",
        ],
      },
      { type: "h2", text: "If you are diagnosed" },
      {
        type: "p",
        text: "Lifestyle changes still matter. If a doctor prescribes medicine, take it every day as directed, even when you feel fine. Do not stop without talking to your doctor. Regular checks show whether the treatment is working.",
      },
      {
        type: "callout",
        tone: "danger",
        text: "Very high blood pressure can be an emergency. Call 112 or go to the nearest hospital now if you have a very high reading together with a severe headache, chest pain, difficulty breathing, confusion, blurred vision, or any sign of stroke such as face drooping, arm weakness or slurred speech.",
      },
      { type: "callout", tone: "info", text: NOT_A_DIAGNOSIS },
    ],
    sources: [
      {
        name: "WHO: Hypertension fact sheet",
        url: "https://www.who.int/news-room/fact-sheets/detail/hypertension",
      },
      {
        name: "WHO: Sodium reduction fact sheet",
        url: "https://www.who.int/news-room/fact-sheets/detail/sodium-reduction",
      },
      {
        name: "NHS: High blood pressure (hypertension)",
        url: "https://www.nhs.uk/conditions/high-blood-pressure-hypertension/",
      },
    ],
  },
  {
    slug: "heat-illness-and-dehydration",
    title: "Heat exhaustion, heatstroke and dehydration: stay cool, act fast",
    summary:
      "Hot days, crowded buses and outdoor work can push the body past its limit. Learn the early signs of dehydration and heat exhaustion, how to cool someone down, and when it becomes heatstroke.",
    tag: "FIRST AID",
    publishedAt: "2026-09-24",
    readMinutes: 3,
    image: "/images/articles/heat-and-dehydration.svg",
    imageAlt: "Illustration of a young person resting in the shade and drinking from a water bottle under a bright sun.",
    body: [
      {
        type: "p",
        text: "Long hours in the sun, hot classrooms, packed buses, football in the afternoon, working at a market stall: Nigerian heat can be intense. WHO warns that extreme heat is a growing health risk as the climate changes. Most heat illness can be prevented, and when it does happen, quick action usually leads to a full recovery.",
      },
      { type: "h2", text: "Dehydration: the early warning" },
      {
        type: "p",
        text: "Your body loses water through sweat, and you lose even more with fever, diarrhoea or vomiting. Signs you need to drink more include:",
      },
      {
        type: "ul",
        items: [
          "Feeling thirsty",
          "Dark yellow, strong-smelling urine, or passing urine less often than usual",
          "Feeling dizzy, light-headed or tired",
          "A dry mouth, lips and tongue",
        ],
      },
      {
        type: "p",
        text: "Your urine should be pale yellow. Sip water regularly through the day rather than waiting until you feel very thirsty. If you have diarrhoea or vomiting, oral rehydration solution (ORS) replaces salts as well as water.",
      },
      { type: "h2", text: "Heat exhaustion" },
      {
        type: "p",
        text: "Heat exhaustion happens when the body gets too hot and starts to struggle. Signs include headache, dizziness, confusion, feeling sick, heavy sweating with pale, clammy skin, cramps in the arms, legs or stomach, fast breathing or pulse, a temperature of 38°C or above, and intense thirst. It is not usually serious if the person cools down within 30 minutes.",
      },
      { type: "h2", text: "How to cool someone down" },
      {
        type: "ul",
        items: [
          "Move them to a cool place, in the shade or indoors with a fan.",
          "Help them lie down and raise their feet slightly.",
          "Give them plenty of water to drink. Oral rehydration or sports drinks are fine too.",
          "Cool their skin by spraying or sponging them with cool water and fanning them. Cold packs wrapped in cloth around the armpits or neck also help.",
          "Stay with them until they are better.",
        ],
      },
      { type: "h2", text: "Heatstroke: a medical emergency" },
      {
        type: "p",
        text: "If the body cannot cool itself, heat exhaustion can turn into heatstroke, which can be life-threatening. Warning signs include still feeling unwell after 30 minutes of resting in a cool place and drinking water, hot skin that is not sweating even though the person feels hot, a temperature of 40°C or above, fast or short breathing, confusion, a fit, or loss of consciousness.",
      },
      { type: "h2", text: "Beat the heat" },
      {
        type: "ul",
        items: [
          "Drink water regularly, especially when active or working outdoors.",
          "Avoid the sun and strenuous activity during the hottest part of the day, usually late morning to mid-afternoon.",
          "Wear light, loose, light-coloured clothing and a hat outdoors.",
          "Cut down on alcohol, which adds to dehydration.",
          "Never leave a child or anyone else in a parked car.",
          "Check on older relatives, babies and people with long-term illnesses, who are more at risk.",
        ],
      },
      {
        type: "callout",
        tone: "danger",
        text: "Call 112 now if someone has signs of heatstroke: no improvement after 30 minutes of cooling, hot skin that is not sweating, a temperature of 40°C or more, fast breathing, confusion, a fit, or unresponsiveness. If they are unconscious but breathing, place them in the recovery position while you wait. Keep cooling them until help arrives.",
      },
      { type: "callout", tone: "info", text: NOT_A_DIAGNOSIS },
    ],
    sources: [
      {
        name: "NHS: Heat exhaustion and heatstroke",
        url: "https://www.nhs.uk/conditions/heat-exhaustion-heatstroke/",
      },
      { name: "NHS: Dehydration", url: "https://www.nhs.uk/conditions/dehydration/" },
      {
        name: "WHO: Climate change and heat fact sheet",
        url: "https://www.who.int/news-room/fact-sheets/detail/climate-change-heat-and-health",
      },
    ],
  },
  {
    slug: "healthy-eating-on-a-budget",
    title: "Eating well on a budget: a healthy plate, Nigerian style",
    summary:
      "You do not need expensive superfoods to eat well. WHO's simple guidance on fruit, vegetables, salt, sugar and fat, and how it fits everyday Nigerian meals.",
    tag: "NUTRITION",
    publishedAt: "2026-09-17",
    readMinutes: 3,
    image: "/images/articles/healthy-eating-on-a-budget.svg",
    imageAlt:
      "Illustration of a plate with beans, leafy vegetable soup, a portion of swallow and sliced pawpaw and orange.",
    body: [
      {
        type: "p",
        text: "Healthy eating can sound like something for people who shop in fancy supermarkets. In reality, many traditional Nigerian foods, such as beans, leafy vegetable soups, garden egg, groundnuts and seasonal fruit, fit well with what health experts recommend. WHO notes that a healthy diet helps protect against malnutrition in all its forms, as well as conditions like heart disease, diabetes, stroke and some cancers.",
      },
      { type: "h2", text: "What WHO recommends for adults" },
      {
        type: "ul",
        items: [
          "At least 400 g of fruit and vegetables a day, about five portions. Starchy roots like yam, cassava and potatoes do not count towards this.",
          "Plenty of legumes such as beans and lentils, nuts, and whole grains.",
          "Less than 5 g of salt a day, which is just under one teaspoon.",
          "Free sugars kept below 10% of daily energy, and ideally below 5%. Free sugars include sugar added to food and drinks, plus the sugar in honey, syrups and fruit juices.",
          "Fats kept below 30% of daily energy, choosing unsaturated fats over saturated fats, and avoiding industrially produced trans fats.",
        ],
      },
      { type: "h2", text: "Making it work on a student or starter budget" },
      {
        type: "ul",
        items: [
          "Add a handful of vegetables such as ugu, spinach, okra or garden egg leaves to soups and stews. They stretch a meal and add vitamins.",
          "Buy fruit in season, when it is cheaper: oranges, pawpaw, watermelon, bananas, mangoes.",
          "Beans, moi moi, akara made with less oil, and groundnuts are affordable sources of protein and fibre.",
          "Swap some white rice or bread for whole grains such as brown rice, ofada rice, millet or whole-wheat bread when you can.",
          "Go easy on seasoning cubes and added salt. Taste first, and try pepper, onions, ginger and local spices for flavour.",
          "Choose water over soft drinks and sweetened juices. Sugary drinks are one of the biggest sources of free sugars.",
          "Fry less often. Boiling, steaming and grilling use less oil.",
        ],
      },
      { type: "h2", text: "Food safety counts too" },
      {
        type: "p",
        text: "Healthy food only helps if it is safe. Wash your hands before preparing food, wash fruit and vegetables with safe water, cook food thoroughly, and keep raw meat away from ready-to-eat food.",
      },
      { type: "h2", text: "Pair good food with movement" },
      {
        type: "p",
        text: "WHO recommends at least 150 minutes of moderate physical activity a week for adults, and an average of 60 minutes a day for teenagers. Walking instead of taking a short bus ride, dancing, or a weekend football match all count.",
      },
      {
        type: "callout",
        tone: "danger",
        text: "Call 112 or go to the nearest hospital now if, after eating, someone has swelling of the lips, tongue or throat, difficulty breathing or swallowing, or collapses. These can be signs of a severe allergic reaction (anaphylaxis). See a health worker soon if you are losing weight without trying, cannot keep food down, or have ongoing stomach pain.",
      },
      {
        type: "callout",
        tone: "info",
        text: "People with diabetes, kidney disease, pregnancy or other health conditions may need a personalised eating plan. Ask your doctor or a dietitian. " +
          NOT_A_DIAGNOSIS,
      },
    ],
    sources: [
      { name: "WHO: Healthy diet fact sheet", url: "https://www.who.int/news-room/fact-sheets/detail/healthy-diet" },
      {
        name: "WHO: Physical activity fact sheet",
        url: "https://www.who.int/news-room/fact-sheets/detail/physical-activity",
      },
      { name: "NHS: Anaphylaxis", url: "https://www.nhs.uk/conditions/anaphylaxis/" },
    ],
  },
];

export function findArticle(slug: string): Article | undefined {
  return articles.find((article) => article.slug === slug);
}

function blockText(block: ArticleBlock): string {
  return block.type === "ul" ? block.items.join(" ") : block.text;
}

const searchIndex: ReadonlyMap<string, string> = new Map(
  articles.map((article) => [
    article.slug,
    [article.title, article.summary, article.tag, ...article.body.map(blockText)]
      .join(" ")
      .toLowerCase(),
  ]),
);

/**
 * Case-insensitive search: every whitespace-separated word of `q` must appear in
 * the article's title, summary, tag or body text. An empty query returns all
 * articles. Results keep the newest-first order.
 */
export function searchArticles(q: string): Article[] {
  const words = q.toLowerCase().split(/\s+/).filter((word) => word.length > 0);
  if (words.length === 0) return [...articles];
  return articles.filter((article) => {
    const haystack = searchIndex.get(article.slug) ?? "";
    return words.every((word) => haystack.includes(word));
  });
}
