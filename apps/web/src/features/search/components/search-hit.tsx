import type { SearchHit } from '@ilteo/contract';
import { Link } from 'react-router';
import { hitPath } from '../lib/hit-path';

/** One result: its title links to the posting, company postings, certificate or test. */
export function SearchHitItem({ hit }: { hit: SearchHit }) {
  return (
    <li className="search-hit">
      <Link to={hitPath(hit)} className="search-hit__link">
        {hit.title}
      </Link>
      {hit.subtitle && <p className="search-hit__sub">{hit.subtitle}</p>}
      {hit.meta.length > 0 && (
        <ul className="search-hit__meta">
          {hit.meta.map((fact, index) => (
            <li key={index}>{fact}</li>
          ))}
        </ul>
      )}
    </li>
  );
}
