import type { LessonContentProps } from './lesson-content';
import { LessonCaptions } from './lesson-captions';
import { LessonPdf } from './lesson-pdf';
import { LessonVideo } from './lesson-video';

/**
 * A video or PDF lesson's file (issue 24 item 4): a video uploaded resumably and transcoded on
 * the server, with captions per language; or a PDF document. What is chosen goes into the lesson
 * by `patch`, and is kept when the curriculum is saved.
 */
export function LessonMedia(props: LessonContentProps) {
  if (props.lesson.type === 'pdf') return <LessonPdf {...props} />;
  return (
    <div className="flex flex-col gap-4">
      <LessonVideo {...props} />
      <LessonCaptions {...props} />
    </div>
  );
}
