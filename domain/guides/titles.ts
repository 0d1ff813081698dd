// Every guide's page title and share title, apart from the guide content so the registry (used by
// every guide page) does not pull all four guides' copy into each page's first load.
export const AUTOMATE_CHARGING_TITLE = "Automate Your Charging";
export const BATTERY_HEALTH_TITLE = "Battery Health Tips";
export const DRIVING_TIPS_TITLE = "Maximize Your EV Range";
export const PUBLIC_CHARGING_TITLE = "Guide to Public Charging";
export const PUBLIC_CHARGING_SHARE_TITLE = "My EV Public Charging Guide";
