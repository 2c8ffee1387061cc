// product §2 /quiz/finished/review-answer: the review (components/review-page.tsx).
export { ReviewPage as Component } from '../components/quiz-pages';
