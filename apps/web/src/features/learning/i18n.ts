import { registerNamespace } from '../../lib/i18n';

export const learning = {
  myCourses: 'My Courses',
  progress: 'Course Progress',
  // Course progress page (/course-progress/:id).
  courseProgress: {
    back: 'Back to My Courses Page',
    showPanel: 'Show course content',
    hidePanel: 'Hide course content',
    panelLabel: 'Course content and overview',
    contentTab: 'Course Content',
    overviewTab: 'Overview',
    transcriptTab: 'Transcript · {{size}}',
    transcriptTabEmpty: 'Transcript',
    about: 'About this course',
    viewed: 'Viewed',
    notViewed: 'Not viewed',
    nowPlaying: 'Now playing',
    noLectures: 'This course has no lectures yet.',
    loading: 'Loading your course…',
    loadError: 'Your course could not be loaded. Check your connection and try again.',
    retry: 'Try again',
    notPurchasedTitle: "You can't view this page",
    notPurchasedText: 'Please purchase this course to get access',
    viewDetails: 'View course details',
    completedTitle: 'Congratulations!',
    completedText: 'You have completed the course',
    myCoursesPage: 'My Courses Page',
    rewatch: 'Rewatch Course',
    getCertificate: 'Get your certificate',
    markError: 'Your progress could not be saved. Check your connection; the lecture will be marked when it ends again.',
    resetError: 'The course could not be restarted. Please try again.',
  },
  transcript: {
    none: 'No transcript yet',
    loading: 'Loading the transcript…',
    loadError: 'The transcript could not be loaded. Check your connection and try again.',
    playFrom: 'Play from {{time}}',
  },
};

registerNamespace('learning', learning, import.meta.glob('./locales/i18n.*.ts'));
