// The site option that switches the snowfall on ('1'); apart from the machine so the page can check
// it without loading the snowfall's code.
export const SNOWFALL_SETTING = 'snowfall';
