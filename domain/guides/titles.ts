// Every guide's page title and share title, apart from the guide content so the registry (used by
// every guide page) does not pull all four guides' copy into each page's first load. Functions:
// the title is read in the reader's language when it is shown.
import * as m from "../i18n/messages";

export const automateChargingTitle = (): string => m.guides_title_automate();
export const batteryHealthTitle = (): string => m.guides_title_battery();
export const drivingTipsTitle = (): string => m.guides_title_driving();
export const publicChargingTitle = (): string => m.guides_title_public();
export const publicChargingShareTitle = (): string => m.guides_share_title_public();
