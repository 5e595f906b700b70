// Messages of the casino: games, favourites, launches, our own games and jackpots, in Turkish and English.
import { defineMessages } from './define';

export const casinoMessages = defineMessages(
  {
    'casino.favorite.added': 'Favorilere eklendi',
    'casino.favorite.removed': 'Favorilerden çıkarıldı',
    'casino.game.notFound': 'Oyun bulunamadı',
    'casino.search.empty': 'Aramak için bir oyun adı yazın',
    'casino.search.otherGames': 'Diğer oyunlar',
    'casino.provider.notConfigured': '{provider} oyunları şu anda açılamıyor: sağlayıcı bağlantısı henüz yapılandırılmadı',
    'casino.provider.disabled': '{provider} oyunları şu anda kullanılamıyor',
    'casino.provider.failed': '{provider} oyunu başlatamadı, lütfen biraz sonra yeniden deneyin',
    'casino.launch.sessionRequired': 'Oyunu açmak için giriş yapın',
    'casino.jackpot.tier.1': 'Grand',
    'casino.jackpot.tier.2': 'Major',
    'casino.jackpot.tier.3': 'Minor',
    'casino.jackpot.tier.4': 'Mini',
    'casino.jackpot.won.title': 'Jackpot kazandınız!',
    'casino.jackpot.won.note': 'Tebrikler! {pool} {tier} jackpotunu kazandınız; {amount} hesabınıza yatırıldı.',
  },
  {
    'casino.favorite.added': 'Added to favorites',
    'casino.favorite.removed': 'Removed from favorites',
    'casino.game.notFound': 'Game not found',
    'casino.search.empty': 'Type a game name to search',
    'casino.search.otherGames': 'Other games',
    'casino.provider.notConfigured': '{provider} games cannot be opened right now: the provider is not configured yet',
    'casino.provider.disabled': '{provider} games are not available right now',
    'casino.provider.failed': '{provider} could not start the game, please try again shortly',
    'casino.launch.sessionRequired': 'Log in to open the game',
    'casino.jackpot.tier.1': 'Grand',
    'casino.jackpot.tier.2': 'Major',
    'casino.jackpot.tier.3': 'Minor',
    'casino.jackpot.tier.4': 'Mini',
    'casino.jackpot.won.title': 'You won a jackpot!',
    'casino.jackpot.won.note': 'Congratulations! You won the {pool} {tier} jackpot; {amount} has been credited to your account.',
  },
);
