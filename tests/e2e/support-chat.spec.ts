// The built-in support chat end to end in Chromium (issue 16): a player (no third-party widget is
// configured in the demo seed) writes from the site's Live Chat panel; a support operator sees the chat
// in the back office queue, claims it with the player's page beside it and answers; the player sees the
// agent join and the answer live, without a reload; the operator hands the chat to a colleague, whose
// back office shows it as theirs, and the colleague's answer reaches the player live too.
import { expect, type Page, test } from '@playwright/test';
import { newPlayer, registerThroughApi } from './pages/accounts-data';
import { Backoffice, freshOperator } from './pages/backoffice';
import { Site } from './pages/site';

test.use({ viewport: { width: 1280, height: 800 }, locale: 'tr-TR' });

async function supportDesk(page: Page) {
  const office = new Backoffice(page);
  return office;
}

test('a player writes, an operator claims and answers live, then hands the chat to a colleague', async ({ page, browser, request }) => {
  test.slow();
  const player = newPlayer();
  await registerThroughApi(request, player);
  const site = new Site(page);
  await site.goto('/');
  await site.login(player.username, player.password);
  await expect(site.balance()).toBeVisible();

  // The player opens Live Chat: the built-in panel, empty, and writes.
  await page.getByTestId('site-header').getByRole('button', { name: 'Canlı Destek' }).click();
  const chat = page.getByTestId('support-chat');
  await expect(chat).toContainText('Sorunuzu yazın; bir destek temsilcisi kısa sürede yanıt verecek.');
  const question = `Para yatırma işlemim görünmüyor ${Date.now().toString(36)}`;
  await chat.getByRole('textbox', { name: 'Mesajınız' }).fill(question);
  await chat.getByRole('button', { name: 'Gönder' }).click();
  await expect(chat.getByTestId('support-chat-line').last()).toContainText(question);
  await expect(chat).toContainText('Sıradasınız, bir temsilci birazdan katılacak.');

  // Two support operators, each in their own browser context.
  const [aliceOp, boraOp] = await Promise.all([freshOperator(request, 'support'), freshOperator(request, 'support')]);
  const aliceContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'tr-TR' });
  const boraContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'tr-TR' });
  const alice = await supportDesk(await aliceContext.newPage());
  const bora = await supportDesk(await boraContext.newPage());
  await alice.signIn(aliceOp);
  await bora.signIn(boraOp);
  await alice.open('Canlı destek');

  // Alice: the waiting chat, the player's page summary beside it, and she claims it.
  const item = alice.page.getByTestId('bo-support-item').filter({ hasText: player.username });
  await expect(item).toBeVisible();
  await item.click();
  const conversation = alice.page.getByTestId('bo-support-conversation');
  await expect(conversation).toContainText(question);
  await expect(alice.page.getByTestId('bo-support-player')).toContainText(player.username);
  await expect(alice.page.getByTestId('bo-support-player-page')).toBeVisible();
  await conversation.getByRole('button', { name: 'Üstlen' }).click();
  await expect(alice.page.getByTestId('bo-support-status')).toHaveText('Atandı');
  await expect(alice.page.getByTestId('bo-support-operator')).toContainText(aliceOp.username);

  // The player sees the agent join, live.
  await expect(chat).toContainText('Bir destek temsilcisi sohbete katıldı.');

  // Alice answers; the player sees it without a reload.
  const answer = 'Merhaba, hemen kontrol ediyorum.';
  await conversation.getByRole('textbox', { name: 'Yanıtınız' }).fill(answer);
  await conversation.getByRole('button', { name: 'Yanıtla' }).click();
  const lastLine = chat.getByTestId('support-chat-line').last();
  await expect(lastLine).toContainText(answer);
  await expect(lastLine).toHaveAttribute('data-author', 'operator');

  // Alice hands it to Bora: his "Mine" shows it, live.
  await bora.open('Canlı destek');
  await bora.page.getByRole('tab', { name: 'Benimkiler' }).click();
  await conversation.getByRole('combobox', { name: 'Devredilecek temsilci' }).selectOption({ label: boraOp.username });
  await conversation.getByRole('button', { name: 'Devret' }).click();
  await expect(alice.page.getByTestId('bo-support-operator')).toContainText(boraOp.username);
  const boraItem = bora.page.getByTestId('bo-support-item').filter({ hasText: player.username });
  await expect(boraItem).toBeVisible();
  await expect(chat).toContainText('Sohbetiniz başka bir destek temsilcisine aktarıldı.');

  // Bora answers (the server now refuses Alice's answers), and the player sees Bora's line.
  await boraItem.click();
  const boraConversation = bora.page.getByTestId('bo-support-conversation');
  const followUp = 'Yatırımınız hesabınıza geçti.';
  await boraConversation.getByRole('textbox', { name: 'Yanıtınız' }).fill(followUp);
  await boraConversation.getByRole('button', { name: 'Yanıtla' }).click();
  await expect(chat.getByTestId('support-chat-line').last()).toContainText(followUp);

  await aliceContext.close();
  await boraContext.close();
});
