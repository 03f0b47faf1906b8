// The address dialog's Leaflet map, driven as a customer would.

/** Opens 'Add address' and waits for the map, its marker and the drawn service area. */
export async function openAddDialog(page) {
  await page.getByRole('button', { name: /Add address/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Select your location (Sahiwal)' }).waitFor();
  await dialog.locator('.leaflet-marker-icon').waitFor();
  // The service area is drawn (red) before we judge inside and outside.
  await dialog.locator('path.leaflet-interactive, .leaflet-overlay-pane path').first().waitFor({ state: 'attached' });
  return dialog;
}

/** Drags the map's marker by (dx, dy) screen pixels, as a mouse would. */
export async function dragMarker(page, dx, dy) {
  const marker = page.locator('.leaflet-marker-icon');
  await marker.waitFor();
  // The modal opens with a zoom animation: measure the marker only once it has stopped moving,
  // or the press lands beside it and drags the map instead.
  let box = await marker.boundingBox();
  for (let i = 0; i < 50; i++) {
    await page.waitForTimeout(50);
    const next = await marker.boundingBox();
    const still = next && box && Math.abs(next.x - box.x) < 0.5 && Math.abs(next.y - box.y) < 0.5 && Math.abs(next.width - box.width) < 0.5;
    box = next;
    if (still) break;
  }
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(x + (dx * i) / 10, y + (dy * i) / 10);
  await page.mouse.up();
}
