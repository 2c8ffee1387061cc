import type { Locale } from '@app/contract/envelope';
import type { StudioLesson } from '@app/contract/studio/schemas';
import { BodyEditor } from './lesson-body-editor';
import { LessonMedia } from './lesson-media';
import { QuizBuilder } from './quiz-builder';

export interface LessonContentProps {
  courseId: number;
  lesson: StudioLesson;
  /** The lesson type's name in the studio's language. */
  typeLabel: string;
  languages: Locale[];
  /** Problems by key path (`<lesson key>.body.en.0`). */
  errors: Record<string, string>;
  patch: (p: Partial<StudioLesson>) => void;
}

/** What a lesson holds, by its type: a text body, a video or PDF file, or a quiz. */
export function LessonContent(props: LessonContentProps) {
  const { lesson } = props;
  if (lesson.type === 'text')
    return (
      <BodyEditor
        courseId={props.courseId}
        lessonKey={lesson.key}
        body={lesson.body}
        languages={props.languages}
        errors={props.errors}
        onChange={(body) => props.patch({ body })}
      />
    );
  if (lesson.type === 'quiz') return <QuizBuilder {...props} />;
  return <LessonMedia {...props} />;
}
