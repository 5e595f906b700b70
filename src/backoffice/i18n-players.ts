// The back office's texts of a player's page reached by its URL (not found) and of the sports stake
// factor tab (traders), in Turkish and English.
export const playersTr = {
  'players.notFound.title': 'Oyuncu bulunamadı',
  'players.notFound.body': 'Bu bağlantıdaki kimliğe sahip bir oyuncu yok (ya da kimlik geçersiz).',
  'players.stake': 'Spor bahis limiti',
  'players.stake.current': 'Geçerli çarpan',
  'players.stake.maxStake': 'Oyuncunun kupon başına en yüksek bahsi',
  'players.stake.bookMax': 'Kitabın kupon başına en yüksek bahsi',
  'players.stake.closed': 'Bu oyuncu için spor bahisleri kapalı.',
  'players.stake.factor': 'Yeni çarpan (0 ile 10 arası; 0,5 yarıya indirir, 0 spor bahislerini kapatır)',
  'players.stake.invalid': 'Çarpan 0 ile 10 arasında, en fazla iki ondalıklı bir sayı olmalı.',
  'players.stake.preview': 'Yeni en yüksek bahis: {amount}',
  'players.stake.save': 'Çarpanı kaydet',
  'players.stake.failed': 'Çarpan okunamadı.',
} as const;

export const playersEn: Record<keyof typeof playersTr, string> = {
  'players.notFound.title': 'Player not found',
  'players.notFound.body': 'No player has the id in this link (or the id is not valid).',
  'players.stake': 'Sports stake limit',
  'players.stake.current': 'Factor in force',
  'players.stake.maxStake': "The player's maximum stake per bet",
  'players.stake.bookMax': "The book's maximum stake per bet",
  'players.stake.closed': 'Sports betting is closed for this player.',
  'players.stake.factor': 'New factor (0 to 10; 0.5 halves it, 0 closes sports betting)',
  'players.stake.invalid': 'The factor must be a number from 0 to 10 with at most two decimals.',
  'players.stake.preview': 'New maximum stake: {amount}',
  'players.stake.save': 'Save the factor',
  'players.stake.failed': 'The factor could not be read.',
};
