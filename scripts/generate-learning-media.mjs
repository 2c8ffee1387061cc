// Generates the demo learning media committed in apps/api/src/db/seed/learning-media/: four short
// H.264/AAC clips (480p, faststart; 24, 28, 32 and 36 s), their WebVTT captions in English,
// Indonesian and Malay, four PDF worksheets (English and Indonesian), and manifest.json (type,
// size, sha256, a clip's duration).
//
//   node scripts/generate-learning-media.mjs
//
// The clips carry no words: a generated picture, a clock and a three-note chime. They stand in
// for any video lesson of either demo company, so what names the lesson is not in them: the
// player draws a title card (company, course, lesson) before play, and the seed gives each video
// lesson its clip's real length (apps/api/src/db/seed/learning-media.ts), so the catalogue never
// lists a 30-second clip as "7 min". The captions describe that sound and picture; they do not
// invent speech.
//
// Needs Debian's ffmpeg and ffprobe (apt-get install ffmpeg); never run at install, build or start:
// the output is committed (about 3.5 MB). Encoding is single-threaded with bit-exact flags and the
// PDFs carry a fixed date, so a re-run gives equivalent files (byte-identical with the same ffmpeg
// build).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'apps/api/src/db/seed/learning-media');
const font = (weight) =>
  join(root, `node_modules/@expo-google-fonts/noto-sans/${weight}/NotoSans_${weight}.ttf`);
const FIXED_DATE = new Date('2026-01-05T00:00:00Z');

/**
 * Four visually distinct clips: a lavfi source each, its own chord, and no words in the picture.
 * A lesson's title card (the company, the course and the lesson) is drawn by the player before
 * play, from the lesson itself, so one clip can stand in for any lesson of any company without
 * claiming to be another one. `picture` says what is on screen, for the captions: [en, id, ms].
 */
const clips = [
  {
    name: 'clip-1.mp4',
    seconds: 24,
    video: 'testsrc2=size=854x480:rate=24',
    tones: [262, 330, 392],
    picture: [
      'a test pattern of coloured stripes, with a rainbow line and a chequered square moving across them',
      'pola uji berupa garis-garis warna, dengan garis pelangi dan kotak catur yang bergerak melintasinya',
      'corak ujian berupa jalur-jalur berwarna, dengan garisan pelangi dan petak catur yang bergerak merentasinya',
    ],
  },
  {
    name: 'clip-2.mp4',
    seconds: 28,
    video: 'gradients=size=854x480:rate=24:c0=0x1e3a8a:c1=0x0ea5e9:c2=0x22c55e:nb_colors=3:seed=7:speed=0.02',
    tones: [294, 370, 440],
    picture: [
      'soft gradients of blue and green that slowly drift',
      'gradasi lembut biru dan hijau yang bergeser perlahan',
      'gradien lembut biru dan hijau yang beralih perlahan-lahan',
    ],
  },
  {
    name: 'clip-3.mp4',
    seconds: 32,
    video: 'mandelbrot=size=854x480:rate=24:start_scale=3:end_scale=0.5:maxiter=256',
    tones: [220, 277, 330],
    picture: [
      'a colourful fractal pattern that slowly zooms in',
      'pola fraktal berwarna-warni yang perlahan membesar',
      'corak fraktal berwarna-warni yang perlahan-lahan membesar',
    ],
  },
  {
    name: 'clip-4.mp4',
    seconds: 36,
    video:
      'life=size=854x480:rate=24:seed=2026:ratio=0.12:mold=8:life_color=0xf59e0b:death_color=0x3b0764:mold_color=0x1f2937',
    tones: [247, 311, 370],
    picture: [
      'amber and purple specks on a dark background that appear, move and fade like living cells',
      'bintik-bintik jingga dan ungu di latar gelap yang muncul, bergerak, dan memudar seperti sel hidup',
      'bintik-bintik jingga dan ungu di latar gelap yang muncul, bergerak dan pudar seperti sel hidup',
    ],
  },
];

/** The caption languages, and what each clip's tracks are called in the manifest. */
const CAPTION_LANGUAGES = ['en', 'id', 'ms'];

/**
 * Five captions per clip, spread over its length, in English, Indonesian and Malay. The clips
 * have no speech, so the captions say what there is to hear and to see, and that it is a demo:
 * captions that invented a lecture would tell a deaf learner something the video does not say.
 */
const captionLines = (picture) => [
  [
    '[Soft chime: three rising notes, one each second, repeating]',
    '[Bunyi lonceng lembut: tiga nada naik, satu nada setiap detik, berulang]',
    '[Bunyi loceng lembut: tiga not menaik, satu not setiap saat, berulang]',
  ],
  ['A demo video with no speech.', 'Video demo tanpa ucapan.', 'Video demo tanpa pertuturan.'],
  [`On screen: ${picture[0]}.`, `Di layar: ${picture[1]}.`, `Di skrin: ${picture[2]}.`],
  [
    'The clock in the bottom-left corner counts the seconds.',
    'Jam di pojok kiri bawah menghitung detik.',
    'Jam di penjuru kiri bawah mengira saat.',
  ],
  [
    '[The chime repeats until the video ends]',
    '[Bunyi lonceng berulang sampai video selesai]',
    '[Bunyi loceng berulang hingga video tamat]',
  ],
];

/** Worksheets: two topics, each in English and Indonesian. */
const worksheets = [
  {
    name: 'worksheet-planning-en.pdf',
    language: 'en',
    title: 'Worksheet: Planning your work',
    subtitle: 'From a question to a plan you can check',
    instructionsTitle: 'Instructions',
    instructions: [
      'Work through the exercises in order; each one builds on the one before.',
      'Write your answers in the space provided, or on a separate sheet.',
      'Allow about 20 minutes. Compare your answers with the model answers on the last page only when you are done.',
    ],
    exercisesTitle: 'Exercises',
    exercises: [
      'Write down, in one sentence, the question your next piece of work has to answer.',
      'Name the people who will use the result, and what each of them needs from it.',
      'List the information you need, and where each piece comes from.',
      'Split the work into at most five steps. For each step, write how you will check it.',
      'Estimate how long each step takes, and mark the step most likely to go wrong.',
    ],
    answersTitle: 'Model answers',
    answers: [
      'A good question is specific and answerable, e.g. "Which three products lost the most margin in the last quarter, and why?"',
      'For example: the manager needs a decision, finance needs the figures, the sales team needs the reasons.',
      'For example: sales by product (sales system), costs (finance report), discounts given (pricing sheet).',
      'For example: 1. collect data (check totals against the report); 2. clean it (count rows before and after); 3. compare (a second person repeats one figure); 4. explain; 5. present.',
      'Cleaning the data usually takes longest and goes wrong most often: plan extra time for it.',
    ],
    nameLine: 'Name: ______________________________    Date: ______________',
  },
  {
    name: 'worksheet-planning-id.pdf',
    language: 'id',
    title: 'Lembar kerja: Merencanakan pekerjaan',
    subtitle: 'Dari pertanyaan menjadi rencana yang dapat diperiksa',
    instructionsTitle: 'Petunjuk',
    instructions: [
      'Kerjakan latihan secara berurutan; setiap latihan melanjutkan latihan sebelumnya.',
      'Tulis jawaban Anda di tempat yang disediakan, atau di kertas terpisah.',
      'Sediakan waktu sekitar 20 menit. Bandingkan jawaban Anda dengan contoh jawaban di halaman terakhir setelah selesai.',
    ],
    exercisesTitle: 'Latihan',
    exercises: [
      'Tuliskan dalam satu kalimat pertanyaan yang harus dijawab oleh pekerjaan Anda berikutnya.',
      'Sebutkan siapa saja yang akan memakai hasilnya, dan apa yang dibutuhkan masing-masing.',
      'Catat informasi yang Anda perlukan, dan dari mana setiap informasi berasal.',
      'Bagi pekerjaan menjadi paling banyak lima langkah. Untuk setiap langkah, tulis cara memeriksanya.',
      'Perkirakan lama setiap langkah, dan tandai langkah yang paling mungkin bermasalah.',
    ],
    answersTitle: 'Contoh jawaban',
    answers: [
      'Pertanyaan yang baik itu spesifik dan bisa dijawab, misalnya "Tiga produk mana yang marginnya paling turun pada kuartal lalu, dan mengapa?"',
      'Misalnya: manajer membutuhkan keputusan, bagian keuangan membutuhkan angka, tim penjualan membutuhkan alasannya.',
      'Misalnya: penjualan per produk (sistem penjualan), biaya (laporan keuangan), diskon yang diberikan (daftar harga).',
      'Misalnya: 1. kumpulkan data (cocokkan total dengan laporan); 2. bersihkan (hitung baris sebelum dan sesudah); 3. bandingkan (orang kedua mengulang satu angka); 4. jelaskan; 5. presentasikan.',
      'Membersihkan data biasanya paling lama dan paling sering bermasalah: sediakan waktu lebih untuk langkah itu.',
    ],
    nameLine: 'Nama: ______________________________    Tanggal: ______________',
  },
  {
    name: 'worksheet-checking-en.pdf',
    language: 'en',
    title: 'Worksheet: Checking your results',
    subtitle: 'Catch mistakes before someone else does',
    instructionsTitle: 'Instructions',
    instructions: [
      'Use a piece of your own recent work, or the example from the video lesson.',
      'Answer each exercise in a few sentences; there is no single right answer.',
      'Allow about 15 minutes, then read the model answers on the last page.',
    ],
    exercisesTitle: 'Exercises',
    exercises: [
      'Pick one result from your work. How could you check it in a different way from how you made it?',
      'Which number in your work would be most embarrassing if it were wrong? Check it now.',
      'Ask a colleague to repeat one step without your notes. What did they do differently?',
      'Write a checklist of three items you will go through before you share any result.',
    ],
    answersTitle: 'Model answers',
    answers: [
      'For example: if you added up the rows, compare the total with the figure in the official report.',
      'Usually the headline figure, the one in the title or the first slide. Check its source and its unit.',
      'Differences show where your notes are missing a step or an assumption: add them.',
      'For example: 1. totals match the source; 2. units and periods are stated; 3. someone else has read it.',
    ],
    nameLine: 'Name: ______________________________    Date: ______________',
  },
  {
    name: 'worksheet-checking-id.pdf',
    language: 'id',
    title: 'Lembar kerja: Memeriksa hasil',
    subtitle: 'Temukan kesalahan sebelum orang lain menemukannya',
    instructionsTitle: 'Petunjuk',
    instructions: [
      'Gunakan hasil kerja Anda sendiri yang terbaru, atau contoh dari video pelajaran.',
      'Jawab setiap latihan dalam beberapa kalimat; tidak ada satu jawaban yang paling benar.',
      'Sediakan waktu sekitar 15 menit, lalu baca contoh jawaban di halaman terakhir.',
    ],
    exercisesTitle: 'Latihan',
    exercises: [
      'Pilih satu hasil dari pekerjaan Anda. Bagaimana Anda bisa memeriksanya dengan cara lain dari cara membuatnya?',
      'Angka mana dalam pekerjaan Anda yang paling memalukan jika salah? Periksa sekarang.',
      'Minta rekan kerja mengulang satu langkah tanpa catatan Anda. Apa yang ia lakukan secara berbeda?',
      'Tulis daftar periksa berisi tiga hal yang akan Anda cek sebelum membagikan hasil apa pun.',
    ],
    answersTitle: 'Contoh jawaban',
    answers: [
      'Misalnya: jika Anda menjumlahkan baris, bandingkan totalnya dengan angka di laporan resmi.',
      'Biasanya angka utama, yang ada di judul atau slide pertama. Periksa sumber dan satuannya.',
      'Perbedaan menunjukkan bagian catatan yang kurang langkah atau asumsi: lengkapi.',
      'Misalnya: 1. total cocok dengan sumber; 2. satuan dan periode disebutkan; 3. orang lain sudah membacanya.',
    ],
    nameLine: 'Nama: ______________________________    Tanggal: ______________',
  },
];

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');
const ms = (t) => {
  const h = String(Math.floor(t / 3_600_000)).padStart(2, '0');
  const m = String(Math.floor(t / 60_000) % 60).padStart(2, '0');
  const s = String(Math.floor(t / 1000) % 60).padStart(2, '0');
  return `${h}:${m}:${s}.${String(t % 1000).padStart(3, '0')}`;
};

function webVtt(lines, seconds) {
  const slot = (seconds * 1000) / lines.length;
  const cues = lines.map((text, i) => {
    const start = Math.round(i * slot + 300);
    const end = Math.round((i + 1) * slot - 300);
    return `${i + 1}\n${ms(start)} --> ${ms(end)}\n${text}\n`;
  });
  return `WEBVTT\n\n${cues.join('\n')}`;
}

/** Filter-graph escaping for a value inside an option (drawtext's fontfile). */
const esc = (path) => path.replace(/[\\':]/g, (c) => `\\${c}`);

function encodeClip(clip) {
  const video = [
    `${clip.video},format=yuv420p`,
    // A running clock (digits, no words), so a seek is visible in the picture.
    `drawtext=fontfile='${esc(font('500Medium'))}':text='%{pts\\:hms}':fontsize=22:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=6:x=24:y=h-48`,
  ].join(',');
  // A soft three-note arpeggio, one note per second, so the AAC track carries real sound.
  const [a, b, c] = clip.tones;
  const audio = `aevalsrc='0.18*sin(2*PI*(if(lt(mod(t,3),1),${a},if(lt(mod(t,3),2),${b},${c})))*t)*(1-0.6*mod(t,1))':sample_rate=44100:channel_layout=mono:duration=${clip.seconds}`;
  const target = join(out, clip.name);
  execFileSync(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', `${video}`],
      ...['-f', 'lavfi', '-i', audio],
      ...['-t', String(clip.seconds), '-map', '0:v', '-map', '1:a'],
      ...['-c:v', 'libx264', '-preset', 'medium', '-crf', '30', '-maxrate', '190k', '-bufsize', '380k'],
      ...['-pix_fmt', 'yuv420p', '-profile:v', 'main', '-g', '48', '-threads', '1'],
      ...['-c:a', 'aac', '-b:a', '48k'],
      ...['-movflags', '+faststart', '-map_metadata', '-1', '-fflags', '+bitexact'],
      ...['-flags:v', '+bitexact', '-flags:a', '+bitexact'],
      target,
    ],
    { stdio: 'inherit' },
  );
  const probe = JSON.parse(
    execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'json', target], {
      encoding: 'utf8',
    }),
  );
  return Math.round(Number(probe.format.duration) * 1000);
}

function worksheetPdf(w) {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: {
        Title: w.title,
        Author: 'Course marketplace demo',
        CreationDate: FIXED_DATE,
        ModDate: FIXED_DATE,
      },
      lang: w.language,
    });
    const chunks = [];
    doc.on('data', (c) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const width = doc.page.width - 112;
    doc.rect(0, 0, doc.page.width, 8).fill('#0f766e').fillColor('#0f172a');
    doc.font('Helvetica-Bold').fontSize(22).text(w.title, { width });
    doc.moveDown(0.3).font('Helvetica').fontSize(13).fillColor('#475569').text(w.subtitle, { width });
    doc.moveDown(1).fillColor('#0f172a').fontSize(11).text(w.nameLine);
    doc.moveDown(1.2).font('Helvetica-Bold').fontSize(14).text(w.instructionsTitle);
    doc.moveDown(0.4).font('Helvetica').fontSize(11);
    for (const line of w.instructions) doc.text(`•  ${line}`, { width, paragraphGap: 4 });
    doc.moveDown(1).font('Helvetica-Bold').fontSize(14).text(w.exercisesTitle);
    w.exercises.forEach((exercise, i) => {
      if (doc.y > doc.page.height - 56 - 120) doc.addPage();
      doc
        .moveDown(0.6)
        .font('Helvetica-Bold')
        .fontSize(11)
        .text(`${i + 1}.  `, { continued: true });
      doc.font('Helvetica').text(exercise, { width });
      // Ruled lines to write the answer on.
      for (let k = 0; k < 3; k++) {
        const y = doc.y + 18 + k * 20;
        doc
          .moveTo(72, y)
          .lineTo(72 + width - 16, y)
          .lineWidth(0.5)
          .strokeColor('#94a3b8')
          .stroke();
      }
      doc.y += 18 + 3 * 20;
      doc.x = 56;
    });
    doc.addPage();
    doc.rect(0, 0, doc.page.width, 8).fill('#f59e0b').fillColor('#0f172a');
    doc.font('Helvetica-Bold').fontSize(18).text(w.answersTitle, 56, 56, { width });
    doc.moveDown(0.6);
    w.answers.forEach((answer, i) => {
      doc
        .moveDown(0.5)
        .font('Helvetica-Bold')
        .fontSize(11)
        .text(`${i + 1}.  `, { continued: true });
      doc.font('Helvetica').text(answer, { width });
    });
    doc.end();
  });
}

mkdirSync(out, { recursive: true });
const files = [];
const add = (name, kind, contentType, extra = {}) => {
  const bytes = readFileSync(join(out, name));
  files.push({
    name,
    kind,
    content_type: contentType,
    byte_size: bytes.length,
    sha256: sha256(bytes),
    ...extra,
  });
};
for (const clip of clips) {
  const durationMs = encodeClip(clip);
  add(clip.name, 'video', 'video/mp4', { duration_ms: durationMs });
  const lines = captionLines(clip.picture);
  for (const [index, language] of CAPTION_LANGUAGES.entries()) {
    const name = clip.name.replace('.mp4', `.${language}.vtt`);
    writeFileSync(
      join(out, name),
      webVtt(
        lines.map((l) => l[index]),
        clip.seconds,
      ),
    );
    add(name, 'captions', 'text/vtt', { language, video: clip.name });
  }
}
for (const w of worksheets) {
  writeFileSync(join(out, w.name), await worksheetPdf(w));
  add(w.name, 'worksheet', 'application/pdf', { language: w.language, title: w.title });
}
writeFileSync(join(out, 'manifest.json'), `${JSON.stringify({ files }, null, 2)}\n`);
const total = files.reduce((n, f) => n + f.byte_size, 0);
console.log(`wrote ${files.length} files, ${total} bytes, to ${out}`);
