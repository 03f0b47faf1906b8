// Checkout in the browser, past the steps a journey only passes through.
/** On /checkout with an address chosen: the first free slot, Continue (once enabled), then the invoice. */
export async function continueWithFirstSlot(page) {
  await page.locator('button.slot-cell.is-available').first().click();
  // Continue is enabled once the slot is in the order draft.
  await page.waitForFunction(() => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.includes('Continue to Checkout'));
    return button && !button.disabled;
  });
  await page.getByRole('button', { name: 'Continue to Checkout' }).click();
  await page.getByRole('region', { name: 'Invoice' }).waitFor();
}
