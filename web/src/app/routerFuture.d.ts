// Route middleware (the navigation pipeline) is on: loaders get a RouterContextProvider.
import 'react-router';

declare module 'react-router' {
  interface Future {
    v8_middleware: true;
  }
}
