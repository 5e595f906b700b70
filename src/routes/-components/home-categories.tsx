// The casino categories of the bootstrap, each with its image (a default one when it has none),
// each a link to its section's page (issue 6).
import { Link } from '@tanstack/react-router';
import type { SiteData } from '../../../machines/startup/startup.machine';
import { css } from '../../../styled-system/css';
import defaultImage from '../../assets/category-default.svg';

export function HomeCategories(props: { site: SiteData; title: string }) {
  const categories = props.site.casinoCategories;
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="home-categories" className={css({ mt: '10' })}>
      <h2 id="home-categories" className={css({ fontFamily: 'heading', fontSize: 'xl', fontWeight: 'bold', mb: '4' })}>
        {props.title}
      </h2>
      <ul
        data-testid="home-categories"
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)', xl: 'repeat(6, 1fr)' },
          gap: '4',
          listStyle: 'none',
        })}
      >
        {categories.map((category) => (
          <li
            key={category.id}
            className={css({
              borderRadius: 'lg',
              overflow: 'hidden',
              bg: 'bg.raised',
              borderWidth: 'thin',
              borderStyle: 'solid',
              borderColor: 'border.muted',
              _hover: { borderColor: 'accent.border' },
            })}
          >
            <Link
              to={`/casino/${category.section}` as '/casino/slot'}
              className={css({ display: 'block', color: 'fg.default', textDecoration: 'none', _focusVisible: { outlineWidth: 'thick', outlineStyle: 'solid', outlineColor: 'border.focus' } })}
            >
              <img
                src={category.imageUrl ?? defaultImage}
                alt=""
                loading="lazy"
                width={400}
                height={300}
                className={css({ width: 'full', aspectRatio: 'category', objectFit: 'cover', display: 'block' })}
              />
              <p className={css({ px: '3', py: '2', fontWeight: 'semibold', fontSize: 'sm' })}>{category.name}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
