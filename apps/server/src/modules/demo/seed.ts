import crypto from 'node:crypto';
import fs from 'node:fs';
import { mediaUrl, type CategoryId, type LevelId } from '@sewee/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { findUp } from '../../lib/paths';
import { hashPassword, verifyPassword } from '../../platform/security/secrets';
import { coursesRepo } from '../courses/repository';
import { mediaRepo } from '../media/repository';
import { usersRepo } from '../users/repository';
import { seedDemoShowcase } from './showcase';
import { seedDemoLadders } from './ladders';
import { seedDemoLessons } from './lessons';

/** Demo accounts; the README lists them. */
export const DEMO_ACCOUNTS = {
  admin: { name: 'Ada Instructor', email: 'admin@sewee.test', password: 'SeweeAdmin#2026' },
  student: { name: 'Amara Student', email: 'student@sewee.test', password: 'SeweeStudent#2026' },
} as const;

interface DemoCourse {
  title: string;
  subtitle: string;
  category: CategoryId;
  level: LevelId;
  pricing: number;
  lectures: string[];
}

/** The four home-page courses first, then a few more across categories. */
const DEMO_COURSES: DemoCourse[] = [
  {
    title: 'Introduction to Fashion Illustration II',
    subtitle: 'Draw figures, fabrics and movement with confidence',
    category: 'fashion-technology-and-illustration',
    level: 'intermediate',
    pricing: 0,
    lectures: ['The fashion figure', 'Drawing fabric drape', 'Colouring your sketches'],
  },
  {
    title: 'Introduction to Fabric & Textile Science',
    subtitle: 'Know your fibres, weaves and finishes',
    category: 'beginner-to-advanced-fashion',
    level: 'beginner',
    pricing: 19.99,
    lectures: ['Natural and synthetic fibres', 'Weaves and knits', 'Caring for fabrics'],
  },
  {
    title: 'Fundamentals of Pattern Making & Sewing',
    subtitle: 'From body measurements to a finished garment',
    category: 'beginner-to-advanced-fashion',
    level: 'beginner',
    pricing: 29.99,
    lectures: ['Taking measurements', 'Drafting a basic bodice', 'Sewing your first seam'],
  },
  {
    title: 'Introduction to Fashion Design',
    subtitle: 'Find your style and build a small collection',
    category: 'beginner-to-advanced-fashion',
    level: 'beginner',
    pricing: 0,
    lectures: ['What designers do', 'Mood boards', 'Planning a capsule collection'],
  },
  {
    title: 'Adire: Tie and Dye the Yoruba Way',
    subtitle: 'Resist-dye techniques with indigo and cassava paste',
    category: 'tie-and-dye-batik',
    level: 'intermediate',
    pricing: 14.5,
    lectures: ['Preparing the cloth', 'Folding and tying patterns'],
  },
  {
    title: 'Beaded Jewellery for Beginners',
    subtitle: 'Necklaces, bracelets and earrings with seed beads',
    category: 'beading',
    level: 'beginner',
    pricing: 9.99,
    lectures: ['Tools and beads', 'Your first bracelet'],
  },
  {
    title: 'Tailoring for Men: The Kaftan',
    subtitle: 'Cut and sew a classic West African kaftan',
    category: 'male-fashion',
    level: 'advanced',
    pricing: 39,
    lectures: ['Measurements for menswear', 'Cutting the kaftan', 'Finishing the neckline'],
  },
  {
    title: 'Crochet Bags and Accessories',
    subtitle: 'Make market-ready bags with simple stitches',
    category: 'crochet',
    level: 'beginner',
    pricing: 12,
    lectures: ['Basic stitches', 'A simple tote'],
  },
];

function demoAsset(name: string): string {
  const file = findUp(`apps/server/assets/demo/${name}`);
  if (!file || !fs.existsSync(file)) throw new Error(`demo asset ${name} is missing`);
  return file;
}

/**
 * First start of the embedded database: the demo accounts and published demo courses, each with
 * short real video lectures (one free preview) and a cover image, then what the demo shows of a
 * student's and an admin's day (showcase.ts). Runs once: skipped when the demo admin exists.
 */
export async function seedDemo(ctx: AppContext): Promise<void> {
  const { db, storage } = ctx;
  if (await usersRepo.findByEmail(db, DEMO_ACCOUNTS.admin.email)) return;
  const admin = (await usersRepo.insert(db, {
    name: DEMO_ACCOUNTS.admin.name,
    email: DEMO_ACCOUNTS.admin.email,
    passwordHash: await hashPassword(DEMO_ACCOUNTS.admin.password),
    role: 'admin',
    isVerified: true,
    status: 'approved',
    country: 'Nigeria',
    phone: '+234 800 000 0001',
  }))!;
  const student = (await usersRepo.insert(db, {
    name: DEMO_ACCOUNTS.student.name,
    email: DEMO_ACCOUNTS.student.email,
    passwordHash: await hashPassword(DEMO_ACCOUNTS.student.password),
    isVerified: true,
    status: 'approved',
    country: 'Ghana',
    phone: '+233 20 000 0002',
    dob: '2001-05-14',
  }))!;

  const addMedia = async (file: string, kind: 'image' | 'video', mime: string, ext: string, tx: DbOrTx = db) => {
    const id = crypto.randomUUID();
    const storageKey = `${kind}s/${id.slice(0, 2)}/${id}.${ext}`;
    const { size } = await storage.put(storageKey, fs.createReadStream(file));
    await mediaRepo.insert(tx, { id, uploaderId: admin.id, kind, mime, size, storageKey });
    return id;
  };

  const video = demoAsset('lecture.webm');
  const videoIds: string[] = [];
  for (const [i, c] of DEMO_COURSES.entries()) {
    const imageId = await addMedia(demoAsset(`cover-${(i % 8) + 1}.webp`), 'image', 'image/webp', 'webp');
    await db.transaction(async (tx) => {
      const course = (await coursesRepo.insert(tx, {
        instructorId: admin.id,
        instructorName: admin.name,
        title: c.title,
        subtitle: c.subtitle,
        category: c.category,
        level: c.level,
        primaryLanguage: 'english',
        description: `${c.subtitle}. A practical, video-based course taught by working designers, made for learners anywhere in Africa on any phone.`,
        pricingCents: Math.round(c.pricing * 100),
        objectives: c.lectures.join(', '),
        welcomeMessage: `Welcome to ${c.title}! Watch the free preview first, then apply.`,
        image: mediaUrl(imageId),
        isPublished: true,
      }))!;
      for (const [position, title] of c.lectures.entries()) {
        const videoId = await addMedia(video, 'video', 'video/webm', 'webm', tx);
        videoIds.push(videoId);
        await coursesRepo.insertLecture(tx, {
          courseId: course.id,
          position,
          title,
          videoUrl: mediaUrl(videoId),
          mediaId: videoId,
          freePreview: position === 0,
        });
      }
    });
  }
  await seedDemoShowcase(ctx, admin, student);
  await seedDemoLessons(ctx, admin);
  await seedDemoLadders(ctx, videoIds, video);
  ctx.log.info(
    { admin: DEMO_ACCOUNTS.admin.email, student: DEMO_ACCOUNTS.student.email, courses: DEMO_COURSES.length },
    'demo content created (see README)',
  );
}

/** The demo accounts that still sign in with the password the README publishes (a production server must have none). */
export async function demoAccountsWithPublishedPassword(db: DbOrTx): Promise<string[]> {
  const open: string[] = [];
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    const user = await usersRepo.findByEmail(db, account.email);
    if (user && (await verifyPassword(user.passwordHash, account.password))) open.push(account.email);
  }
  return open;
}
