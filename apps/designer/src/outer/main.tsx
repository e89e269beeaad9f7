/** The outer app's entry: start the session, then mount the routes. */
import { createRoot } from 'react-dom/client';
import { App } from './App';
import '../styles/app.css';

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
