// HowTo structured data for /charging-plan/incentives: the real steps of using the finder.
export const INCENTIVES_HOWTO_STEPS: readonly { name: string; text: string }[] = [
  {
    name: "Enter your ZIP code",
    text: "Use the ZIP code from your charging plan (or type one) so the list narrows to programs for your metro and your electric utility, plus federal and California programs.",
  },
  {
    name: "Choose what you are buying",
    text: "Keep New vehicle, Used vehicle and Charger switched on for everything, or switch off the ones you don't need.",
  },
  {
    name: "Decide on income-limited programs",
    text: "Leave Income restricted on to include programs with income limits, or switch it off to see only programs open to everyone.",
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
