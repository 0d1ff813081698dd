// HowTo structured data for /charging-plan/incentives: the real steps of using the finder.
export const INCENTIVES_HOWTO_STEPS: readonly { name: string; text: string }[] = [
  {
    name: "Enter your ZIP code",
    text: "Use the ZIP code from your charging plan (or type one) to see your state's, your electric utility's and your county's or city's programs; where several utilities serve the ZIP, pick the one that sends your bill.",
  },
  {
    name: "Choose what you are buying",
    text: "Keep New vehicle, Used vehicle and Charger switched on for everything, or switch off the ones you don't need.",
  },
  {
    name: "Answer what you like about you",
    text: "New or used, battery EV or plug-in hybrid, own or rent, household size and income are all optional. Until you answer, programs that depend on an answer are listed with an \"if\" and not counted.",
  },
  {
    name: "Check each program's status",
    text: "Active programs were listed in recent program data; programs marked Check availability could not be confirmed, so confirm them on the official site before you count on the money.",
  },
  {
    name: "Apply on the official site",
    text: "Open the official link on a card to read the rules and apply. Many rebates must be claimed within a set time after you buy, and some need approval first.",
  },
];
