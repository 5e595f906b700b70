// The built-in support chat end to end in Chromium (issue 16): a player (no third-party widget is
// configured in the demo seed) writes from the site's Live Chat panel; a support operator sees the chat
// in the back office queue, claims it with the player's page beside it and answers; the player sees the
// agent join and the answer live, without a reload; the operator hands the chat to a colleague, whose
// back office shows it as theirs, and the colleague's answer reaches the player live too. With the panel
// closed, the next answer shows as a badge on the Live Chat button (and in its name); opening the panel
// shows it and the badge goes, and a reload agrees (the read marker is the server's). Logging out closes
// the panel; the next player logging in on the same browser sees nothing of the conversation.
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

  // The player closes the panel; Bora answers again: a badge of 1 on the Live Chat button, said in its name.
  await chat.getByRole('button', { name: 'Kapat' }).click();
  await expect(chat).toHaveCount(0);
  const header = page.getByTestId('site-header');
  const badge = header.getByTestId('live-chat-badge');
  await expect(badge).toHaveCount(0);
  const whileClosed = 'Başka bir sorunuz var mı?';
  await boraConversation.getByRole('textbox', { name: 'Yanıtınız' }).fill(whileClosed);
  await boraConversation.getByRole('button', { name: 'Yanıtla' }).click();
  await expect(badge).toHaveText('1');
  const liveChat = header.getByRole('button', { name: /^Canlı Destek\s*: 1 okunmamış yanıt$/ });
  await expect(liveChat).toBeVisible();

  // The count is the server's: after a reload (the chat's code arrives at the first interaction, then
  // reads the count) the badge is there again.
  const reloadAndCount = async () => {
    await page.reload();
    await expect(site.balance()).toBeVisible();
    const counted = page.waitForResponse((response) => response.url().endsWith('/api/customer/support/conversation') && response.ok());
    await page.mouse.move(10, 10);
    await page.mouse.move(30, 30);
    await counted;
  };
  await reloadAndCount();
  await expect(badge).toHaveText('1');

  // Opening shows the answer and the badge goes; after a reload it stays gone (read on the server).
  const marked = page.waitForResponse((response) => response.url().endsWith('/api/customer/support/read') && response.ok());
  await liveChat.click();
  await expect(chat.getByTestId('support-chat-line').last()).toContainText(whileClosed);
  await expect(badge).toHaveCount(0);
  await marked;
  await chat.getByRole('button', { name: 'Kapat' }).click();
  await reloadAndCount();
  await expect(badge).toHaveCount(0);
  await expect(header.getByRole('button', { name: 'Canlı Destek', exact: true })).toBeVisible();

  // Open at logout: the panel closes, and the next player on this browser sees nothing of the chat.
  await header.getByRole('button', { name: 'Canlı Destek', exact: true }).click();
  await expect(chat.getByTestId('support-chat-line').last()).toContainText(whileClosed);
  await site.logout();
  await expect(chat).toHaveCount(0);
  const next = newPlayer();
  await registerThroughApi(request, next);
  await site.login(next.username, next.password);
  await expect(site.balance()).toBeVisible();
  await header.getByRole('button', { name: 'Canlı Destek', exact: true }).click();
  await expect(chat).toContainText('Sorunuzu yazın; bir destek temsilcisi kısa sürede yanıt verecek.');
  await expect(chat.getByTestId('support-chat-line')).toHaveCount(0);
  for (const text of [question, answer, followUp, whileClosed]) await expect(chat).not.toContainText(text);
  await expect(badge).toHaveCount(0);

  await aliceContext.close();
  await boraContext.close();
});
