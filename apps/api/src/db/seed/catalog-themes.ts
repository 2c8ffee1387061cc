/**
 * Subject matter the demo catalogue is generated from: for each theme, the module topics a
 * curriculum is built of, what a learner takes away and who the course is for. Every text is an
 * English/Indonesian pair.
 */
export type Pair = readonly [en: string, id: string];

export interface Theme {
  topics: Pair[];
  outcomes: Pair[];
  audience: Pair[];
}

export type ThemeKey =
  | 'data'
  | 'programming'
  | 'marketing'
  | 'business'
  | 'finance'
  | 'design'
  | 'office'
  | 'career'
  | 'language'
  | 'cloud'
  | 'leadership'
  | 'project'
  | 'food'
  | 'safety';

export const themes: Record<ThemeKey, Theme> = {
  data: {
    topics: [
      ['Asking the right business question', 'Merumuskan pertanyaan bisnis yang tepat'],
      ['Cleaning and shaping raw data', 'Membersihkan dan merapikan data mentah'],
      ['Descriptive statistics that matter', 'Statistik deskriptif yang penting'],
      ['Joining and aggregating tables', 'Menggabungkan dan meringkas tabel'],
      ['Charts that tell a story', 'Grafik yang bercerita'],
      ['Building an interactive dashboard', 'Membangun dasbor interaktif'],
      ['Forecasting and trends', 'Peramalan dan tren'],
      ['Presenting findings to stakeholders', 'Menyajikan temuan kepada pemangku kepentingan'],
    ],
    outcomes: [
      [
        'Turn a messy spreadsheet into a clean, analysable dataset',
        'Mengubah spreadsheet berantakan menjadi data yang siap dianalisis',
      ],
      ['Choose the right chart for each question', 'Memilih grafik yang tepat untuk setiap pertanyaan'],
      [
        'Write queries that answer real business questions',
        'Menulis kueri yang menjawab pertanyaan bisnis nyata',
      ],
      [
        'Build a dashboard your manager will actually use',
        'Membangun dasbor yang benar-benar dipakai atasan Anda',
      ],
      ['Explain uncertainty without jargon', 'Menjelaskan ketidakpastian tanpa istilah teknis'],
      ['Automate a weekly report', 'Mengotomatiskan laporan mingguan'],
    ],
    audience: [
      [
        'Analysts and admins who live in spreadsheets',
        'Analis dan staf admin yang sehari-hari memakai spreadsheet',
      ],
      ['Managers who need numbers they can trust', 'Manajer yang membutuhkan angka yang dapat dipercaya'],
      ['Fresh graduates moving into data roles', 'Lulusan baru yang ingin berkarier di bidang data'],
    ],
  },
  programming: {
    topics: [
      ['Setting up your development environment', 'Menyiapkan lingkungan pengembangan'],
      ['Variables, types and control flow', 'Variabel, tipe data, dan alur kendali'],
      ['Functions and modules', 'Fungsi dan modul'],
      ['Working with files and APIs', 'Bekerja dengan berkas dan API'],
      ['Testing your code', 'Menguji kode Anda'],
      ['Version control with Git', 'Kontrol versi dengan Git'],
      ['Building a small project end to end', 'Membangun proyek kecil dari awal hingga akhir'],
      ['Deploying and next steps', 'Deploy dan langkah selanjutnya'],
    ],
    outcomes: [
      [
        'Write clean, readable code from day one',
        'Menulis kode yang rapi dan mudah dibaca sejak hari pertama',
      ],
      ['Call a web API and handle its errors', 'Memanggil API web dan menangani galatnya'],
      ['Write automated tests for your own code', 'Menulis pengujian otomatis untuk kode sendiri'],
      ['Use Git and GitHub like a professional team', 'Memakai Git dan GitHub seperti tim profesional'],
      ['Ship a working project for your portfolio', 'Merilis proyek nyata untuk portofolio'],
      [
        'Read documentation and debug with confidence',
        'Membaca dokumentasi dan melakukan debug dengan percaya diri',
      ],
    ],
    audience: [
      ['Complete beginners who want to start coding', 'Pemula yang ingin mulai belajar coding'],
      ['Career switchers aiming for a developer role', 'Pekerja yang ingin beralih karier menjadi developer'],
      ['Students who want a portfolio project', 'Mahasiswa yang ingin punya proyek portofolio'],
    ],
  },
  marketing: {
    topics: [
      ['Understanding your customer', 'Memahami pelanggan Anda'],
      ['Positioning and messaging', 'Positioning dan pesan merek'],
      ['Content that converts', 'Konten yang menghasilkan penjualan'],
      ['Social media advertising', 'Iklan di media sosial'],
      ['Search engine optimisation', 'Optimasi mesin pencari (SEO)'],
      ['Email and WhatsApp campaigns', 'Kampanye email dan WhatsApp'],
      ['Measuring results with analytics', 'Mengukur hasil dengan analitik'],
      ['Planning a 90-day campaign', 'Menyusun kampanye 90 hari'],
    ],
    outcomes: [
      [
        'Define a target audience and a clear value proposition',
        'Menentukan target pasar dan proposisi nilai yang jelas',
      ],
      ['Plan a month of content in one afternoon', 'Merencanakan konten sebulan dalam satu sore'],
      [
        'Run and optimise paid social campaigns on a small budget',
        'Menjalankan dan mengoptimalkan iklan berbayar dengan anggaran kecil',
      ],
      ['Read a marketing dashboard and act on it', 'Membaca dasbor pemasaran dan mengambil tindakan'],
      ['Improve your search ranking step by step', 'Meningkatkan peringkat pencarian langkah demi langkah'],
      ['Calculate customer acquisition cost and ROAS', 'Menghitung biaya akuisisi pelanggan dan ROAS'],
    ],
    audience: [
      ['Small business owners selling online', 'Pemilik usaha kecil yang berjualan online'],
      ['Marketing staff who want measurable results', 'Staf pemasaran yang ingin hasil terukur'],
      [
        'Freelancers offering digital marketing services',
        'Pekerja lepas yang menawarkan jasa pemasaran digital',
      ],
    ],
  },
  business: {
    topics: [
      ['Validating a business idea', 'Memvalidasi ide bisnis'],
      ['Business model canvas', 'Business model canvas'],
      ['Pricing and unit economics', 'Penetapan harga dan unit ekonomi'],
      ['Legal setup and permits', 'Legalitas dan perizinan usaha'],
      ['Sales pipeline and negotiation', 'Pipeline penjualan dan negosiasi'],
      ['Operations and suppliers', 'Operasional dan pemasok'],
      ['Hiring your first team', 'Merekrut tim pertama'],
      ['Growth and funding options', 'Pertumbuhan dan pilihan pendanaan'],
    ],
    outcomes: [
      ['Test demand before spending on stock', 'Menguji permintaan sebelum membeli stok'],
      ['Set prices that cover every cost', 'Menetapkan harga yang menutup semua biaya'],
      ['Write a one-page business plan', 'Menulis rencana bisnis satu halaman'],
      ['Close a deal without discounting away your margin', 'Menutup transaksi tanpa mengorbankan margin'],
      [
        'Choose between loans, investors and bootstrapping',
        'Memilih antara pinjaman, investor, atau modal sendiri',
      ],
      ['Build simple processes that scale', 'Membangun proses sederhana yang bisa berkembang'],
    ],
    audience: [
      ['Aspiring entrepreneurs with an idea', 'Calon wirausaha yang punya ide'],
      ['Owners of a small or family business', 'Pemilik usaha kecil atau usaha keluarga'],
      ['Employees preparing a side business', 'Karyawan yang menyiapkan usaha sampingan'],
    ],
  },
  finance: {
    topics: [
      ['Reading financial statements', 'Membaca laporan keuangan'],
      ['Bookkeeping basics', 'Dasar-dasar pembukuan'],
      ['Cash flow management', 'Manajemen arus kas'],
      ['Budgeting and forecasting', 'Penganggaran dan proyeksi'],
      ['Tax obligations for businesses', 'Kewajiban pajak bagi usaha'],
      ['Costing and margin analysis', 'Analisis biaya dan margin'],
      ['Investment and valuation basics', 'Dasar investasi dan valuasi'],
      ['Month-end closing checklist', 'Daftar periksa tutup buku bulanan'],
    ],
    outcomes: [
      ['Read a balance sheet and a profit and loss statement', 'Membaca neraca dan laporan laba rugi'],
      ['Keep tidy books that pass an audit', 'Menyusun pembukuan rapi yang lolos audit'],
      ['Forecast cash for the next 13 weeks', 'Memproyeksikan kas untuk 13 minggu ke depan'],
      ['File business taxes on time and correctly', 'Melaporkan pajak usaha dengan tepat waktu dan benar'],
      ['Find which products really make money', 'Menemukan produk yang benar-benar menguntungkan'],
      ['Build a budget your team can follow', 'Menyusun anggaran yang bisa diikuti tim'],
    ],
    audience: [
      ['Finance and admin staff', 'Staf keuangan dan administrasi'],
      [
        'Business owners who want to understand their numbers',
        'Pemilik usaha yang ingin memahami angka bisnisnya',
      ],
      ['Non-finance managers who approve budgets', 'Manajer non-keuangan yang menyetujui anggaran'],
    ],
  },
  design: {
    topics: [
      ['Design principles: hierarchy, contrast, rhythm', 'Prinsip desain: hierarki, kontras, ritme'],
      ['Typography and colour', 'Tipografi dan warna'],
      ['Working with grids and layout', 'Bekerja dengan grid dan tata letak'],
      ['User research in a week', 'Riset pengguna dalam seminggu'],
      ['Wireframes to high-fidelity mock-ups', 'Dari wireframe ke mock-up detail'],
      ['Prototyping and usability testing', 'Prototipe dan uji kegunaan'],
      ['Design systems and handoff', 'Design system dan serah terima ke developer'],
      ['Building your portfolio', 'Menyusun portofolio'],
    ],
    outcomes: [
      ['Explain every design decision you make', 'Menjelaskan setiap keputusan desain'],
      ['Create clean layouts with a consistent grid', 'Membuat tata letak rapi dengan grid yang konsisten'],
      ['Run a usability test with five users', 'Menjalankan uji kegunaan dengan lima pengguna'],
      ['Build reusable components in Figma', 'Membuat komponen yang dapat dipakai ulang di Figma'],
      ['Hand off designs developers love', 'Menyerahkan desain yang disukai developer'],
      ['Present a case study for your portfolio', 'Menyajikan studi kasus untuk portofolio'],
    ],
    audience: [
      ['Beginners who want to design with confidence', 'Pemula yang ingin mendesain dengan percaya diri'],
      ['Graphic designers moving into UI/UX', 'Desainer grafis yang beralih ke UI/UX'],
      ['Product managers and founders', 'Product manager dan pendiri startup'],
    ],
  },
  office: {
    topics: [
      ['Navigating the workbook efficiently', 'Navigasi lembar kerja secara efisien'],
      ['Formulas you will use every day', 'Rumus yang dipakai setiap hari'],
      ['Lookup functions: XLOOKUP and INDEX/MATCH', 'Fungsi lookup: XLOOKUP dan INDEX/MATCH'],
      ['PivotTables and summaries', 'PivotTable dan ringkasan data'],
      ['Charts and conditional formatting', 'Grafik dan format bersyarat'],
      ['Data validation and protection', 'Validasi dan proteksi data'],
      ['Automating with macros', 'Otomatisasi dengan makro'],
      ['Professional reports and presentations', 'Laporan dan presentasi profesional'],
    ],
    outcomes: [
      ['Work twice as fast with shortcuts', 'Bekerja dua kali lebih cepat dengan pintasan'],
      [
        'Combine data from several sheets without copy and paste',
        'Menggabungkan data dari beberapa sheet tanpa salin-tempel',
      ],
      ['Summarise thousands of rows with a PivotTable', 'Meringkas ribuan baris dengan PivotTable'],
      ['Build a report that updates itself', 'Membuat laporan yang diperbarui otomatis'],
      ['Prevent input errors with validation', 'Mencegah kesalahan input dengan validasi data'],
      ['Present numbers clearly in slides', 'Menyajikan angka dengan jelas di slide'],
    ],
    audience: [
      ['Office staff and administrators', 'Staf kantor dan administrasi'],
      ['Job seekers who need a recognised skill', 'Pencari kerja yang membutuhkan keterampilan yang diakui'],
      ['Supervisors who prepare weekly reports', 'Supervisor yang menyiapkan laporan mingguan'],
    ],
  },
  career: {
    topics: [
      ['Knowing your strengths', 'Mengenali kekuatan diri'],
      ['Writing a CV that gets interviews', 'Menulis CV yang lolos seleksi'],
      ['LinkedIn and personal branding', 'LinkedIn dan personal branding'],
      ['Interview preparation', 'Persiapan wawancara'],
      ['Communicating with confidence', 'Berkomunikasi dengan percaya diri'],
      ['Time and energy management', 'Manajemen waktu dan energi'],
      ['Negotiating salary and offers', 'Negosiasi gaji dan penawaran kerja'],
      ['Your first 90 days', '90 hari pertama Anda'],
    ],
    outcomes: [
      ['Write a CV tailored to each job', 'Menulis CV yang disesuaikan untuk tiap lowongan'],
      [
        'Answer behavioural questions with the STAR method',
        'Menjawab pertanyaan perilaku dengan metode STAR',
      ],
      ['Speak up in meetings with confidence', 'Berbicara dengan percaya diri dalam rapat'],
      ['Plan your week around what matters', 'Merencanakan minggu berdasarkan prioritas'],
      ['Negotiate an offer without burning bridges', 'Menegosiasikan tawaran tanpa merusak hubungan'],
      ['Make a strong start in a new role', 'Memulai peran baru dengan kuat'],
    ],
    audience: [
      ['Fresh graduates entering the job market', 'Lulusan baru yang memasuki dunia kerja'],
      ['Professionals preparing a career move', 'Profesional yang bersiap pindah karier'],
      ['Anyone who wants to work smarter', 'Siapa pun yang ingin bekerja lebih cerdas'],
    ],
  },
  language: {
    topics: [
      ['Pronunciation and sounds', 'Pelafalan dan bunyi'],
      ['Everyday conversation', 'Percakapan sehari-hari'],
      ['Grammar you actually need', 'Tata bahasa yang benar-benar dibutuhkan'],
      ['Writing emails and messages', 'Menulis email dan pesan'],
      ['Meetings and phone calls', 'Rapat dan panggilan telepon'],
      ['Presentations and small talk', 'Presentasi dan basa-basi'],
      ['Listening practice with real audio', 'Latihan menyimak dengan audio asli'],
      ['Test strategies and mock exam', 'Strategi ujian dan simulasi'],
    ],
    outcomes: [
      ['Hold a 10-minute conversation on work topics', 'Bercakap 10 menit tentang topik pekerjaan'],
      ['Write clear, polite business emails', 'Menulis email bisnis yang jelas dan sopan'],
      ['Understand native speakers at normal speed', 'Memahami penutur asli pada kecepatan normal'],
      ['Present your work in front of an audience', 'Mempresentasikan pekerjaan di depan audiens'],
      ['Avoid the ten most common grammar mistakes', 'Menghindari sepuluh kesalahan tata bahasa paling umum'],
      ['Prepare for a recognised proficiency test', 'Bersiap menghadapi tes kemampuan yang diakui'],
    ],
    audience: [
      ['Professionals who use the language at work', 'Profesional yang memakai bahasa ini di tempat kerja'],
      ['Students preparing to study abroad', 'Pelajar yang bersiap kuliah di luar negeri'],
      [
        'Job seekers applying to international companies',
        'Pencari kerja yang melamar ke perusahaan internasional',
      ],
    ],
  },
  cloud: {
    topics: [
      ['Cloud concepts and shared responsibility', 'Konsep cloud dan tanggung jawab bersama'],
      ['Identity and access management', 'Manajemen identitas dan akses'],
      ['Compute, storage and networking', 'Komputasi, penyimpanan, dan jaringan'],
      ['Containers and orchestration', 'Container dan orkestrasi'],
      ['Infrastructure as code', 'Infrastructure as code'],
      ['Monitoring and incident response', 'Pemantauan dan penanganan insiden'],
      ['Security hardening', 'Penguatan keamanan'],
      ['Cost optimisation', 'Optimasi biaya'],
    ],
    outcomes: [
      [
        'Design a secure, highly available architecture',
        'Merancang arsitektur yang aman dan selalu tersedia',
      ],
      ['Automate infrastructure with code', 'Mengotomatiskan infrastruktur dengan kode'],
      ['Deploy containers to a managed cluster', 'Men-deploy container ke cluster terkelola'],
      [
        'Set up alerts before users notice a problem',
        'Memasang peringatan sebelum pengguna merasakan masalah',
      ],
      [
        'Cut a monthly cloud bill with simple changes',
        'Memangkas tagihan cloud bulanan dengan perubahan sederhana',
      ],
      ['Prepare for a recognised certification exam', 'Bersiap menghadapi ujian sertifikasi yang diakui'],
    ],
    audience: [
      ['System administrators moving to the cloud', 'Administrator sistem yang beralih ke cloud'],
      ['Developers who deploy their own services', 'Developer yang men-deploy layanannya sendiri'],
      ['IT managers planning a migration', 'Manajer TI yang merencanakan migrasi'],
    ],
  },
  leadership: {
    topics: [
      ['From colleague to manager', 'Dari rekan kerja menjadi manajer'],
      ['Setting goals and expectations', 'Menetapkan sasaran dan ekspektasi'],
      ['Giving feedback that lands', 'Memberi umpan balik yang diterima'],
      ['Coaching conversations', 'Percakapan coaching'],
      ['Hiring and onboarding', 'Rekrutmen dan orientasi karyawan'],
      ['Performance management', 'Manajemen kinerja'],
      ['Handling conflict', 'Menangani konflik'],
      ['Leading through change', 'Memimpin di masa perubahan'],
    ],
    outcomes: [
      ['Run effective one-to-one meetings', 'Menjalankan pertemuan empat mata yang efektif'],
      ['Give feedback that changes behaviour', 'Memberi umpan balik yang mengubah perilaku'],
      ['Interview candidates fairly and consistently', 'Mewawancarai kandidat secara adil dan konsisten'],
      ['Set measurable goals with your team', 'Menetapkan sasaran terukur bersama tim'],
      ['De-escalate a conflict between team members', 'Meredakan konflik antaranggota tim'],
      ['Communicate change so people follow', 'Mengomunikasikan perubahan sehingga tim mengikuti'],
    ],
    audience: [
      ['New and first-time managers', 'Manajer baru dan yang pertama kali memimpin'],
      ['HR business partners', 'HR business partner'],
      ['Team leads preparing for promotion', 'Ketua tim yang bersiap naik jabatan'],
    ],
  },
  project: {
    topics: [
      ['Project life cycle and roles', 'Siklus hidup proyek dan peran'],
      ['Scope, requirements and WBS', 'Ruang lingkup, kebutuhan, dan WBS'],
      ['Scheduling and critical path', 'Penjadwalan dan jalur kritis'],
      ['Budgeting and earned value', 'Anggaran dan earned value'],
      ['Risk and issue management', 'Manajemen risiko dan isu'],
      ['Agile and Scrum in practice', 'Agile dan Scrum dalam praktik'],
      ['Stakeholder communication', 'Komunikasi dengan pemangku kepentingan'],
      ['Closing and lessons learned', 'Penutupan proyek dan pembelajaran'],
    ],
    outcomes: [
      ['Break a project into a realistic plan', 'Memecah proyek menjadi rencana yang realistis'],
      ['Find the critical path and protect it', 'Menemukan jalur kritis dan menjaganya'],
      ['Track cost and progress with earned value', 'Memantau biaya dan kemajuan dengan earned value'],
      ['Run sprints, stand-ups and retrospectives', 'Menjalankan sprint, stand-up, dan retrospektif'],
      ['Keep a risk register that is actually used', 'Mengelola daftar risiko yang benar-benar dipakai'],
      ['Prepare for a recognised certification exam', 'Bersiap menghadapi ujian sertifikasi yang diakui'],
    ],
    audience: [
      ['Project coordinators and officers', 'Koordinator dan staf proyek'],
      ['Engineers and specialists leading projects', 'Insinyur dan spesialis yang memimpin proyek'],
      ['Candidates preparing for certification', 'Peserta yang bersiap mengambil sertifikasi'],
    ],
  },
  food: {
    topics: [
      ['Concept, menu and pricing', 'Konsep, menu, dan harga'],
      ['Kitchen workflow and hygiene', 'Alur kerja dapur dan kebersihan'],
      ['Halal assurance basics', 'Dasar-dasar jaminan halal'],
      ['Costing recipes and food waste', 'Menghitung biaya resep dan sisa makanan'],
      ['Coffee and beverage craft', 'Seni meracik kopi dan minuman'],
      ['Service that brings guests back', 'Pelayanan yang membuat tamu kembali'],
      ['Delivery platforms and marketing', 'Platform pesan-antar dan pemasaran'],
      ['Licences and inspections', 'Perizinan dan inspeksi'],
    ],
    outcomes: [
      ['Cost every recipe and set menu prices', 'Menghitung biaya setiap resep dan menetapkan harga menu'],
      ['Pass a hygiene inspection with confidence', 'Lolos inspeksi kebersihan dengan percaya diri'],
      ['Prepare documentation for halal certification', 'Menyiapkan dokumen untuk sertifikasi halal'],
      ['Pull a consistent espresso shot', 'Membuat espresso yang konsisten'],
      ['Cut food waste by measuring it', 'Mengurangi sisa makanan dengan mengukurnya'],
      ['Grow orders on delivery platforms', 'Meningkatkan pesanan di platform pesan-antar'],
    ],
    audience: [
      ['Café and restaurant owners', 'Pemilik kafe dan restoran'],
      ['Kitchen supervisors and baristas', 'Supervisor dapur dan barista'],
      ['Home cooks starting a food business', 'Juru masak rumahan yang memulai usaha makanan'],
    ],
  },
  safety: {
    topics: [
      ['Safety law and duties', 'Peraturan dan kewajiban K3'],
      ['Hazard identification (HIRARC)', 'Identifikasi bahaya (HIRARC)'],
      ['Risk assessment and controls', 'Penilaian risiko dan pengendalian'],
      ['Incident investigation', 'Investigasi insiden'],
      ['Emergency response and first aid', 'Tanggap darurat dan P3K'],
      ['Working at height and confined spaces', 'Bekerja di ketinggian dan ruang terbatas'],
      ['Safety committees and audits', 'Komite dan audit keselamatan'],
      ['Building a safety culture', 'Membangun budaya keselamatan'],
    ],
    outcomes: [
      ['Carry out a HIRARC for your workplace', 'Melakukan HIRARC di tempat kerja Anda'],
      [
        'Choose controls using the hierarchy of controls',
        'Memilih pengendalian dengan hierarki pengendalian',
      ],
      ['Investigate an incident and find root causes', 'Menginvestigasi insiden dan menemukan akar masalah'],
      ['Prepare an emergency response plan', 'Menyusun rencana tanggap darurat'],
      ['Run an effective safety committee meeting', 'Menjalankan rapat komite keselamatan yang efektif'],
      ['Meet your legal reporting duties', 'Memenuhi kewajiban pelaporan sesuai hukum'],
    ],
    audience: [
      ['Safety officers and supervisors', 'Petugas dan supervisor keselamatan'],
      ['Managers responsible for a workplace', 'Manajer yang bertanggung jawab atas tempat kerja'],
      ['Members of a safety committee', 'Anggota komite keselamatan'],
    ],
  },
};

export type Level = 'beginner' | 'intermediate' | 'advanced' | 'all';

export interface DemoCategory {
  slug: string;
  name: Pair;
  description: Pair;
  /** Icon name the web app maps to a drawing (unknown names fall back to a generic mark). */
  icon: string;
  theme: ThemeKey;
  /** Cover gradient of the category's courses, and the word printed on it. */
  colors: readonly [string, string];
  label: string;
}

export interface DemoMentor {
  name: string;
  headline: Pair;
  bio: Pair;
  /** Slugs of the categories the mentor teaches; courses are assigned round-robin. */
  teaches: string[];
}

export interface DemoCourse {
  category: string;
  title: Pair;
  subtitle: Pair;
  level: Level;
  price: number;
  discount?: number;
  bootcamp?: boolean;
  /** Language of instruction. */
  language?: string;
}

export interface DemoCatalog {
  /** Language most courses are taught in. */
  language: string;
  country: string;
  phoneCode: string;
  categories: DemoCategory[];
  mentors: DemoMentor[];
  courses: DemoCourse[];
  /** Names of generated learners who rate, comment and like. */
  learners: string[];
  /** What learners write under a course. */
  comments: string[];
}

/** A course in one line: category, titles, subtitles, level, price and options. */
export const course = (
  category: string,
  title: Pair,
  subtitle: Pair,
  level: Level,
  price: number,
  extra: { discount?: number; bootcamp?: boolean; language?: string } = {},
): DemoCourse => ({ category, title, subtitle, level, price, ...extra });
