// product §2 /quiz/:quiz_id: take a quiz (components/quiz-page.tsx).
export { QuizPage as Component } from '../components/quiz-pages';
