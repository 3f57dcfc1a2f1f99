/** When the mobile fixed reservation button shows (spec: after about 5 % page scroll). */
export const FIXED_BUTTON_AFTER_RATIO = 0.05;

export function showFixedButton(scrollRatio: number, searchOpen: boolean): boolean {
  return !searchOpen && scrollRatio > FIXED_BUTTON_AFTER_RATIO;
}
