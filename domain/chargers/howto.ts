// HowTo structured-data steps for the Home Charger Installation guide (both of its routes).
// Real steps a reader can follow, in the order the guide walks through them.

export const HOME_CHARGER_HOWTO_STEPS: readonly { name: string; text: string }[] = [
  {
    name: "Pick your starting point",
    text: "Choose whether you will start with a household outlet, a 240V outlet you already have, or an existing Level 2 charger.",
  },
  {
    name: "Identify your 240V outlet",
    text: "If you have a 240V outlet, match it to a NEMA type (10-30, 14-30, 14-50, 6-30, 6-50 or 10-50) and note whether it is shared with another appliance such as a dryer.",
  },
  {
    name: "Choose a compatible Level 2 charger",
    text: "Pick a charger that works with your outlet or setup; plug-in models suit a NEMA 14-50 outlet, hardwired models give the highest charging speed.",
  },
  {
    name: "Budget for installation",
    text: "With a panel in the garage and spare capacity, installation is often under $1,000; elsewhere in the home under $2,000; complicated jobs can cost $2,000 or more.",
  },
  {
    name: "Get quotes from licensed electricians",
    text: "Get at least three quotes from licensed electricians and check each contractor's licence before you sign; in California use the Contractors State License Board.",
  },
];
