// Maximize Savings copy shared by the page and its lazily loaded parts.
export const UNSUPPORTED_MESSAGE =
  "Detailed rate plan comparisons are only available for select California utilities at this time. We will be adding more utilities soon.";
