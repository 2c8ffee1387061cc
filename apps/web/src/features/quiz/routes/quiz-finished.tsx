// product §2 /quiz/finished: the score (components/score-page.tsx).
export { ScorePage as Component } from '../components/quiz-pages';
