// The DISC domain for other parts of the product (dashboard, mock interview review).
export { getLatestDiscResult, getDiscResult, listDiscResults, type DiscResultView } from "./results";
export { discInterviewTip, describeBlend, DISC_PROFILES } from "./profiles";
export { DISC_STYLE_NAMES, DISC_STYLES, type DiscStyle } from "./styles";
