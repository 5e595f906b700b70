// Route /casino/favorites: My favourites, the player's favourite games (a casino category of its own);
// guests are asked to log in.
import { createFileRoute } from '@tanstack/react-router';
import { FavoritesPage } from '../features/casino/favorites-page';

export const Route = createFileRoute('/casino/favorites')({
  staticData: { crumb: 'casino.favorites' },
  component: FavoritesPage,
});
