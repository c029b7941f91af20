import styles from './content.module.css';

/**
 * Editorial text as bff renders it from the api's Markdown (raw HTML in the source is escaped
 * there, and script links refused), so it goes into the page as it is.
 */
export function Prose({ html, lang }: { html: string; lang?: string }) {
  return <div className={styles.prose} lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}
