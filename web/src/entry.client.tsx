import { startClient } from './app/client/startClient';

void startClient(window.__TERMIN__);
