// Care mode's style sheet, in a chunk of its own: only care mode downloads it (care-mode.ts).
import './care-mode.css';
