// The studio's themed slots in Chromium against the real server, at 1440×900 and 375×812: a funded player
// opens Boğaz Gecesi and Kapalıçarşı Hazinesi with the launch URL, sees the artwork (SVG symbols, not
// letters) with Spin in view, plays a round of each through the wallet (the header's balance follows the
// settled round, as the API answers it), and reads the paytable and RTP in the info panel.
import { expect, test } from '@playwright/test';
import { fundedPlayer } from './pages/funding';
import { studioLaunchPath, StudioReelsPage } from './pages/studio-reels';
import { screenPath } from './pages/screens';

const money = (amount: number) => new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(amount);

const games = [
  { gameCode: 'studio-bosphorus', name: 'Boğaz Gecesi', game: 'bosphorus', rtp: '96,46', screen: 'studio-bosphorus' },
  { gameCode: 'studio-bazaar', name: 'Kapalıçarşı Hazinesi', game: 'bazaar', rtp: '96,39', screen: 'studio-bazaar' },
];

for (const g of games) {
  test(`${g.name} plays a round through the wallet and shows its paytable and RTP`, async ({ page, request }, testInfo) => {
    const { auth } = await fundedPlayer(request, 100);
    const slot = new StudioReelsPage(page);
    await slot.open(await studioLaunchPath(request, auth, g.gameCode));
    await expect(page.getByRole('heading', { name: g.name })).toBeVisible();
    await expect(slot.balance()).toHaveText('₺100,00');
    await expect(slot.cells()).toHaveCount(15);
    // Artwork: every cell draws an SVG symbol.
    await expect(slot.cells().locator('svg')).toHaveCount(15);
    await slot.expectMainActionInView();

    const round = await slot.spin();
    expect(round.outcome.game).toBe(g.game);
    expect(round.bet).toBe(2);
    expect(round.balance).toBeCloseTo(100 - 2 + round.win, 2);
    await expect(slot.balance()).toHaveText(money(round.balance));
    const api = await request.get('/api/user/balance', { headers: auth });
    expect((await api.json()).data.balance).toBeCloseTo(round.balance, 2);
    await expect(slot.winLine()).toHaveText(round.win > 0 ? `Kazandınız: ${money(round.win)}` : 'Bu sefer kazanç yok', { timeout: 60_000 });
    await expect(slot.spinButton()).toBeEnabled();
    await page.screenshot({ path: screenPath(`${g.screen}${testInfo.project.name === 'phone' ? '-phone' : ''}.png`) });

    await slot.openInfo();
    await expect(page.getByTestId('studio-info-text')).toContainText(g.rtp);
    await expect(page.getByTestId(`${g.game}-info`).locator('table tbody tr')).toHaveCount(8);
  });
}
