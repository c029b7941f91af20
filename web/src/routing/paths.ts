// The site's addresses are written once, in @termin/site-paths: api's e-mails link with them too.
export * from '@termin/site-paths';
