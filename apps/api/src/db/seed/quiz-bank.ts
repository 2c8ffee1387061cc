import type { Pair, ThemeKey } from './catalog-themes.ts';

/**
 * Questions of the demo quizzes, per theme of the catalogue, as English/Indonesian pairs: the
 * quiz of a module asks its theme's four questions (one of each kind) and one on the module's own
 * reading. Each has an explanation for the review.
 */
export type BankQuestion =
  | {
      kind: 'single' | 'multiple';
      prompt: Pair;
      /** The right options are marked with `true` (the seed shuffles them, seedQuizzes). */
      options: (readonly [text: Pair, correct?: true])[];
      explanation: Pair;
    }
  | { kind: 'true_false'; prompt: Pair; answer: boolean; explanation: Pair }
  | { kind: 'short_text'; prompt: Pair; accepted: readonly [en: string[], id: string[]]; explanation: Pair };

/** The question on the module's reading ("Reading: key ideas and terms"); {t} is the topic. */
export const readingQuestion: BankQuestion = {
  kind: 'multiple',
  prompt: [
    'According to the reading on “{t}”, which habits prevent most mistakes in practice? Choose every one that applies.',
    'Menurut bacaan tentang “{t}”, kebiasaan mana yang mencegah sebagian besar kesalahan di lapangan? Pilih semua yang benar.',
  ],
  options: [
    [['Checking each small step before moving on', 'Memeriksa setiap langkah kecil sebelum lanjut'], true],
    [['Writing down what you decided and why', 'Mencatat apa yang diputuskan dan alasannya'], true],
    [['Starting from the tool you know best', 'Memulai dari alat yang paling Anda kuasai']],
    [['Skipping checks to save time', 'Melewatkan pemeriksaan agar lebih cepat']],
  ],
  explanation: [
    'The reading says most mistakes come from skipping a check, and that notes of what you decided help you and your colleagues later. It starts from the question, not from the tool.',
    'Bacaan menyebut sebagian besar kesalahan terjadi karena melewatkan pemeriksaan, dan catatan keputusan membantu Anda serta rekan kerja kelak. Mulailah dari pertanyaan, bukan dari alatnya.',
  ],
};

export const quizBank: Record<ThemeKey, BankQuestion[]> = {
  data: [
    {
      kind: 'single',
      prompt: [
        'Monthly salaries in a team are 5, 5, 6, 7 and 40 million. Which number describes a typical salary best?',
        'Gaji bulanan sebuah tim adalah 5, 5, 6, 7, dan 40 juta. Angka mana yang paling tepat menggambarkan gaji yang umum?',
      ],
      options: [
        [['The median, 6 million', 'Median, 6 juta'], true],
        [['The mean, 12.6 million', 'Rata-rata, 12,6 juta']],
        [['The maximum, 40 million', 'Nilai maksimum, 40 juta']],
        [['The range, 35 million', 'Rentang, 35 juta']],
      ],
      explanation: [
        'One very high salary pulls the mean up to 12.6 million; the median (the middle value) is not affected by it.',
        'Satu gaji yang sangat tinggi menarik rata-rata menjadi 12,6 juta; median (nilai tengah) tidak terpengaruh olehnya.',
      ],
    },
    {
      kind: 'multiple',
      prompt: [
        'Which of these are part of cleaning raw data? Choose every one that applies.',
        'Mana saja yang termasuk membersihkan data mentah? Pilih semua yang benar.',
      ],
      options: [
        [['Removing duplicate rows', 'Menghapus baris duplikat'], true],
        [['Making date formats consistent', 'Menyeragamkan format tanggal'], true],
        [
          [
            'Deleting outliers you cannot explain, without noting it',
            'Menghapus pencilan yang tidak bisa dijelaskan tanpa mencatatnya',
          ],
        ],
        [['Trimming stray spaces from text', 'Menghapus spasi berlebih pada teks'], true],
      ],
      explanation: [
        'Duplicates, mixed formats and stray spaces are classic cleaning steps. Outliers must be investigated and any removal documented.',
        'Duplikat, format yang tidak seragam, dan spasi berlebih adalah langkah pembersihan klasik. Pencilan harus diselidiki dan setiap penghapusan dicatat.',
      ],
    },
    {
      kind: 'true_false',
      prompt: [
        'A pie chart is the clearest way to compare sales across twelve months.',
        'Diagram lingkaran adalah cara paling jelas untuk membandingkan penjualan selama dua belas bulan.',
      ],
      answer: false,
      explanation: [
        'Change over time reads best on a line or column chart; twelve slices of a pie are hard to compare.',
        'Perubahan dari waktu ke waktu paling mudah dibaca dengan grafik garis atau kolom; dua belas irisan lingkaran sulit dibandingkan.',
      ],
    },
    {
      kind: 'short_text',
      prompt: [
        'Which SQL clause filters groups after aggregation (for example, only categories with more than 100 sales)?',
        'Klausa SQL apa yang menyaring kelompok setelah agregasi (misalnya, hanya kategori dengan lebih dari 100 penjualan)?',
      ],
      accepted: [['HAVING'], ['HAVING']],
      explanation: [
        'WHERE filters rows before GROUP BY; HAVING filters the groups after aggregation.',
        'WHERE menyaring baris sebelum GROUP BY; HAVING menyaring kelompok setelah agregasi.',
      ],
    },
  ],
  programming: [
    {
      kind: 'single',
      prompt: ['In Python, what does len([3, 1, 4]) return?', 'Dalam Python, apa hasil dari len([3, 1, 4])?'],
      options: [[['3', '3'], true], [['4', '4']], [['8', '8']], [['An error', 'Sebuah galat']]],
      explanation: [
        'len() counts the items of a list: there are three.',
        'len() menghitung jumlah elemen sebuah list: ada tiga.',
      ],
    },
    {
      kind: 'multiple',
      prompt: [
        'Which of these make a function easier to test? Choose every one that applies.',
        'Mana saja yang membuat sebuah fungsi lebih mudah diuji? Pilih semua yang benar.',
      ],
      options: [
        [['It takes its inputs as parameters', 'Menerima masukan sebagai parameter'], true],
        [['It returns a value instead of printing it', 'Mengembalikan nilai, bukan mencetaknya'], true],
        [['It reads and changes global variables', 'Membaca dan mengubah variabel global']],
        [['It does one thing', 'Hanya mengerjakan satu hal'], true],
      ],
      explanation: [
        'Parameters in, a return value out and a single job make a function predictable; hidden global state makes it hard to test.',
        'Parameter sebagai masukan, nilai kembalian sebagai keluaran, dan satu tugas membuat fungsi dapat diprediksi; keadaan global yang tersembunyi menyulitkan pengujian.',
      ],
    },
    {
      kind: 'true_false',
      prompt: [
        'git commit sends your changes to the remote repository.',
        'git commit mengirim perubahan Anda ke repositori remote.',
      ],
      answer: false,
      explanation: [
        'A commit is recorded in your local repository; git push sends commits to the remote.',
        'Commit tersimpan di repositori lokal; git push yang mengirim commit ke remote.',
      ],
    },
    {
      kind: 'short_text',
      prompt: [
        'Which HTTP method is normally used to read a resource from an API without changing it?',
        'Metode HTTP apa yang biasanya dipakai untuk membaca data dari API tanpa mengubahnya?',
      ],
      accepted: [['GET'], ['GET']],
      explanation: [
        'GET reads; POST, PUT, PATCH and DELETE change data on the server.',
        'GET membaca; POST, PUT, PATCH, dan DELETE mengubah data di server.',
      ],
    },
  ],
  marketing: [
    {
      kind: 'single',
      prompt: [
        'An ad was shown 20,000 times and clicked 400 times. What is its click-through rate?',
        'Sebuah iklan ditayangkan 20.000 kali dan diklik 400 kali. Berapa click-through rate-nya?',
      ],
      options: [[['2%', '2%'], true], [['0.5%', '0,5%']], [['5%', '5%']], [['20%', '20%']]],
      explanation: [
        'CTR = clicks ÷ impressions = 400 ÷ 20,000 = 2%.',
        'CTR = klik ÷ tayangan = 400 ÷ 20.000 = 2%.',
      ],
    },
    {
      kind: 'multiple',
      prompt: [
        'Which of these belong in a buyer persona? Choose every one that applies.',
        'Mana saja yang termasuk dalam buyer persona? Pilih semua yang benar.',
      ],
      options: [
        [['The problems the customer wants solved', 'Masalah yang ingin diselesaikan pelanggan'], true],
        [['Where they look for information', 'Di mana mereka mencari informasi'], true],
        [['Your competitor’s revenue', 'Omzet pesaing Anda']],
        [['What stops them from buying', 'Apa yang menghalangi mereka membeli'], true],
      ],
      explanation: [
        'A persona describes the customer: goals, problems, channels and objections. Competitor figures belong in a market analysis.',
        'Persona menggambarkan pelanggan: tujuan, masalah, saluran, dan keberatan. Angka pesaing masuk ke analisis pasar.',
      ],
    },
    {
      kind: 'true_false',
      prompt: [
        'Sending promotional WhatsApp messages needs the customer’s consent first.',
        'Mengirim pesan promosi lewat WhatsApp memerlukan persetujuan pelanggan terlebih dahulu.',
      ],
      answer: true,
      explanation: [
        'WhatsApp’s business policy and personal data law both require an opt-in before promotional messages.',
        'Kebijakan WhatsApp Business dan undang-undang pelindungan data pribadi mewajibkan persetujuan sebelum pesan promosi.',
      ],
    },
    {
      kind: 'short_text',
      prompt: [
        'What is the three-letter abbreviation for improving a website so it ranks higher in search results?',
        'Apa singkatan tiga huruf untuk upaya memperbaiki situs agar tampil lebih tinggi di hasil pencarian?',
      ],
      accepted: [
        ['SEO', 'search engine optimisation', 'search engine optimization'],
        ['SEO', 'optimasi mesin pencari'],
      ],
      explanation: [
        'SEO: search engine optimisation.',
        'SEO: search engine optimization (optimasi mesin pencari).',
      ],
    },
  ],
  business: [
    {
      kind: 'single',
      prompt: [
        'A product sells for 50,000 with a variable cost of 30,000 per unit and fixed costs of 10 million a month. How many units a month break even?',
        'Sebuah produk dijual 50.000 dengan biaya variabel 30.000 per unit dan biaya tetap 10 juta per bulan. Berapa unit per bulan untuk mencapai titik impas?',
      ],
      options: [[['500', '500'], true], [['200', '200']], [['334', '334']], [['1,000', '1.000']]],
      explanation: [
        'Each unit contributes 50,000 − 30,000 = 20,000; 10,000,000 ÷ 20,000 = 500 units.',
        'Setiap unit menyumbang 50.000 − 30.000 = 20.000; 10.000.000 ÷ 20.000 = 500 unit.',
      ],
    },
    {
      kind: 'multiple',
      prompt: [
        'Which of these are blocks of the Business Model Canvas? Choose every one that applies.',
        'Mana saja yang merupakan blok Business Model Canvas? Pilih semua yang benar.',
      ],
      options: [
        [['Value propositions', 'Proposisi nilai'], true],
        [['Customer segments', 'Segmen pelanggan'], true],
        [['Office floor plan', 'Denah kantor']],
        [['Revenue streams', 'Arus pendapatan'], true],
      ],
      explanation: [
        'The canvas has nine blocks, including value propositions, customer segments and revenue streams; a floor plan is not one of them.',
        'Kanvas ini memiliki sembilan blok, antara lain proposisi nilai, segmen pelanggan, dan arus pendapatan; denah kantor tidak termasuk.',
      ],
    },
    {
      kind: 'true_false',
      prompt: [
        'The cheapest way to validate an idea is to build the full product and see whether it sells.',
        'Cara termurah memvalidasi ide adalah membangun produk lengkap lalu melihat apakah laku.',
      ],
      answer: false,
      explanation: [
        'Interviews, a landing page or a small pilot test demand at a fraction of the cost of a full product.',
        'Wawancara, landing page, atau uji coba kecil menguji permintaan dengan biaya jauh lebih kecil daripada produk lengkap.',
      ],
    },
    {
      kind: 'short_text',
      prompt: [
        'What is the three-letter abbreviation for the smallest version of a product that lets you learn from real customers?',
        'Apa singkatan tiga huruf untuk versi produk paling sederhana yang memungkinkan Anda belajar dari pelanggan nyata?',
      ],
      accepted: [
        ['MVP', 'minimum viable product'],
        ['MVP', 'minimum viable product'],
      ],
      explanation: ['MVP: minimum viable product.', 'MVP: minimum viable product (produk layak minimum).'],
    },
  ],
  finance: [
    {
      kind: 'single',
      prompt: [
        'Which statement shows what a company owns and owes on one particular day?',
        'Laporan mana yang menunjukkan apa yang dimiliki dan utang perusahaan pada satu tanggal tertentu?',
      ],
      options: [
        [['The balance sheet', 'Neraca'], true],
        [['The income statement', 'Laporan laba rugi']],
        [['The cash flow statement', 'Laporan arus kas']],
        [['The sales report', 'Laporan penjualan']],
      ],
      explanation: [
        'The balance sheet is a snapshot of assets, liabilities and equity; the income statement and cash flow cover a period.',
        'Neraca adalah potret aset, liabilitas, dan ekuitas; laporan laba rugi dan arus kas mencakup satu periode.',
      ],
    },
    {
      kind: 'multiple',
      prompt: [
        'Which of these improve a small business’s cash flow? Choose every one that applies.',
        'Mana saja yang memperbaiki arus kas usaha kecil? Pilih semua yang benar.',
      ],
      options: [
        [['Invoicing as soon as the work is delivered', 'Menagih segera setelah pekerjaan diserahkan'], true],
        [
          [
            'Agreeing longer payment terms with suppliers',
            'Menyepakati tempo pembayaran lebih panjang dengan pemasok',
          ],
          true,
        ],
        [['Buying a year of stock up front', 'Membeli stok untuk setahun sekaligus']],
        [['Following up overdue receivables', 'Menindaklanjuti piutang yang jatuh tempo'], true],
      ],
      explanation: [
        'Cash comes in sooner when you invoice and chase promptly, and goes out later with longer supplier terms; a year of stock ties cash up.',
        'Kas masuk lebih cepat bila Anda segera menagih dan menindaklanjuti piutang, dan keluar lebih lambat dengan tempo pemasok yang panjang; stok setahun justru mengikat kas.',
      ],
    },
    {
      kind: 'true_false',
      prompt: [
        'A profitable company can still run out of cash.',
        'Perusahaan yang untung tetap bisa kehabisan kas.',
      ],
      answer: true,
      explanation: [
        'Profit is recorded when you sell; cash arrives when the customer pays. Slow collections can empty the bank account of a profitable firm.',
        'Laba dicatat saat menjual; kas masuk saat pelanggan membayar. Penagihan yang lambat bisa menguras rekening perusahaan yang untung.',
      ],
    },
    {
      kind: 'short_text',
      prompt: [
        'Revenue is 200 million and gross profit is 50 million. What is the gross margin, in percent (a number)?',
        'Pendapatan 200 juta dan laba kotor 50 juta. Berapa margin kotornya dalam persen (angka saja)?',
      ],
      accepted: [
        ['25', '25%', '25 %'],
        ['25', '25%', '25 %'],
      ],
      explanation: ['50 ÷ 200 = 0.25, a gross margin of 25%.', '50 ÷ 200 = 0,25, jadi margin kotor 25%.'],
    },
  ],
  design: [
    {
      kind: 'single',
      prompt: [
        'What is the minimum contrast ratio WCAG asks for normal-size body text (level AA)?',
        'Berapa rasio kontras minimum yang diminta WCAG untuk teks isi berukuran normal (level AA)?',
      ],
      options: [[['4.5:1', '4,5:1'], true], [['2:1', '2:1']], [['3:1', '3:1']], [['10:1', '10:1']]],
      explanation: [
        'AA requires 4.5:1 for normal text and 3:1 for large text.',
        'AA mensyaratkan 4,5:1 untuk teks normal dan 3:1 untuk teks besar.',
      ],
    },
    {
      kind: 'multiple',
      prompt: [
        'Which of these create visual hierarchy on a page? Choose every one that applies.',
        'Mana saja yang menciptakan hierarki visual pada halaman? Pilih semua yang benar.',
      ],
      options: [
        [['Size', 'Ukuran'], true],
        [['Colour and contrast', 'Warna dan kontras'], true],
        [['Using the same weight for every text', 'Ketebalan huruf yang sama untuk semua teks']],
        [['Spacing and position', 'Jarak dan posisi'], true],
      ],
      explanation: [
        'Size, contrast, spacing and position tell the eye what matters first; uniform text flattens the hierarchy.',
        'Ukuran, kontras, jarak, dan posisi memberi tahu mata apa yang penting lebih dulu; teks yang seragam meratakan hierarki.',
      ],
    },
    {
      kind: 'true_false',
      prompt: [
        'Five users in a usability test typically reveal most of the major problems of a design.',
        'Lima pengguna dalam uji kegunaan biasanya sudah mengungkap sebagian besar masalah utama desain.',
      ],
      answer: true,
      explanation: [
        'Small rounds of about five users find most big problems; test again after fixing them.',
        'Putaran kecil sekitar lima pengguna menemukan sebagian besar masalah besar; uji lagi setelah memperbaikinya.',
      ],
    },
    {
      kind: 'short_text',
      prompt: [
        'What do designers call a low-fidelity sketch of a screen’s layout, without colour or final content?',
        'Apa sebutan desainer untuk sketsa tata letak layar berfidelitas rendah, tanpa warna atau konten final?',
      ],
      accepted: [
        ['wireframe', 'wireframes', 'wire frame'],
        ['wireframe', 'wire frame', 'kerangka gambar'],
      ],
      explanation: [
        'A wireframe shows structure and layout; mock-ups and prototypes add visual detail and interaction.',
        'Wireframe menunjukkan struktur dan tata letak; mock-up dan prototipe menambahkan detail visual dan interaksi.',
      ],
    },
  ],
  office: [
    {
      kind: 'single',
      prompt: [
        'Which formula adds up the values in cells A1 to A10?',
        'Rumus mana yang menjumlahkan nilai di sel A1 sampai A10?',
      ],
      options: [
        [['=SUM(A1:A10)', '=SUM(A1:A10)'], true],
        [['=ADD(A1-A10)', '=ADD(A1-A10)']],
        [['=COUNT(A1:A10)', '=COUNT(A1:A10)']],
        [['=A1+A10', '=A1+A10']],
      ],
      explanation: [
        'SUM takes a range written with a colon. COUNT counts cells, and A1+A10 adds only two cells.',
        'SUM menerima rentang yang ditulis dengan titik dua. COUNT menghitung jumlah sel, dan A1+A10 hanya menjumlahkan dua sel.',
      ],
    },
    {
      kind: 'multiple',
      prompt: [
        'Which of these can a PivotTable do without writing formulas? Choose every one that applies.',
        'Mana saja yang bisa dilakukan PivotTable tanpa menulis rumus? Pilih semua yang benar.',
      ],
      options: [
        [['Sum sales by region', 'Menjumlahkan penjualan per wilayah'], true],
        [['Count orders per month', 'Menghitung pesanan per bulan'], true],
        [['Fix typos in the source data', 'Memperbaiki salah ketik pada data sumber']],
        [['Filter the summary by product', 'Menyaring ringkasan berdasarkan produk'], true],
      ],
      explanation: [
        'PivotTables group, count, sum and filter; they do not change the source data.',
        'PivotTable mengelompokkan, menghitung, menjumlahkan, dan menyaring; tidak mengubah data sumber.',
      ],
    },
    {
      kind: 'true_false',
      prompt: [
        'In =B2*$C$1, copying the formula down a column keeps pointing at cell C1.',
        'Pada =B2*$C$1, menyalin rumus ke bawah tetap merujuk ke sel C1.',
      ],
      answer: true,
      explanation: [
        'The dollar signs make $C$1 an absolute reference; B2 is relative and becomes B3, B4…',
        'Tanda dolar membuat $C$1 menjadi referensi absolut; B2 relatif dan berubah menjadi B3, B4…',
      ],
    },
    {
      kind: 'short_text',
      prompt: [
        'Name the modern Excel function that looks up a value in one range and returns the matching value from another (it replaces VLOOKUP).',
        'Sebutkan fungsi Excel modern yang mencari nilai di satu rentang dan mengembalikan nilai padanannya dari rentang lain (pengganti VLOOKUP).',
      ],
      accepted: [
        ['XLOOKUP', '=XLOOKUP', 'XLOOKUP()'],
        ['XLOOKUP', '=XLOOKUP', 'XLOOKUP()'],
      ],
      explanation: [
        'XLOOKUP searches in any direction and defaults to an exact match.',
        'XLOOKUP dapat mencari ke segala arah dan secara bawaan mencari kecocokan persis.',
      ],
    },
  ],
  career: [
    {
      kind: 'single',
      prompt: [
        'In the STAR method for interview answers, what does the R stand for?',
        'Dalam metode STAR untuk menjawab wawancara, huruf R berarti apa?',
      ],
      options: [
        [['Result', 'Result (hasil)'], true],
        [['Reason', 'Reason (alasan)']],
        [['Role', 'Role (peran)']],
        [['Risk', 'Risk (risiko)']],
      ],
      explanation: [
        'Situation, Task, Action, Result: end with what changed thanks to you, ideally with a number.',
        'Situation, Task, Action, Result: akhiri dengan apa yang berubah berkat Anda, sebaiknya dengan angka.',
      ],
    },
    {
      kind: 'multiple',
      prompt: [
        'Which of these make a CV stronger? Choose every one that applies.',
        'Mana saja yang membuat CV lebih kuat? Pilih semua yang benar.',
      ],
      options: [
        [['Achievements with numbers', 'Pencapaian dengan angka'], true],
        [['Tailoring it to the job advert', 'Menyesuaikannya dengan lowongan'], true],
        [['A list of every duty you ever had', 'Daftar semua tugas yang pernah Anda kerjakan']],
        [['A clear, consistent layout', 'Tata letak yang rapi dan konsisten'], true],
      ],
      explanation: [
        'Recruiters skim: measurable results, relevance to the advert and a clean layout win over long lists of duties.',
        'Perekrut membaca sekilas: hasil yang terukur, relevansi dengan lowongan, dan tata letak rapi lebih unggul daripada daftar tugas yang panjang.',
      ],
    },
    {
      kind: 'true_false',
      prompt: [
        'When asked about salary, it is best to give a researched range rather than a single number.',
        'Saat ditanya soal gaji, sebaiknya berikan rentang yang sudah diriset, bukan satu angka.',
      ],
      answer: true,
      explanation: [
        'A range based on market data leaves room to negotiate and shows you have prepared.',
        'Rentang berdasarkan data pasar memberi ruang negosiasi dan menunjukkan Anda sudah bersiap.',
      ],
    },
    {
      kind: 'short_text',
      prompt: [
        'Which professional network is most used by recruiters to find candidates?',
        'Jejaring profesional apa yang paling banyak dipakai perekrut untuk mencari kandidat?',
      ],
      accepted: [
        ['LinkedIn', 'linked in'],
        ['LinkedIn', 'linked in'],
      ],
      explanation: [
        'LinkedIn: keep your headline and experience up to date.',
        'LinkedIn: selalu perbarui headline dan pengalaman Anda.',
      ],
    },
  ],
  language: [
    {
      kind: 'single',
      prompt: ['Choose the correct sentence.', 'Pilih kalimat yang benar.'],
      options: [
        [['She has worked here since 2020.', 'She has worked here since 2020.'], true],
        [['She works here since 2020.', 'She works here since 2020.']],
        [['She is working here since 2020.', 'She is working here since 2020.']],
        [['She worked here since 2020.', 'She worked here since 2020.']],
      ],
      explanation: [
        'An action that started in the past and continues now takes the present perfect with “since”.',
        'Tindakan yang dimulai di masa lalu dan masih berlangsung memakai present perfect dengan “since”.',
      ],
    },
    {
      kind: 'multiple',
      prompt: [
        'Which of these are polite ways to open a formal email? Choose every one that applies.',
        'Mana saja pembuka email formal yang sopan? Pilih semua yang benar.',
      ],
      options: [
        [['Dear Ms Tan,', 'Dear Ms Tan,'], true],
        [['Good morning Mr Lee,', 'Good morning Mr Lee,'], true],
        [['Hey you,', 'Hey you,']],
        [['Dear Hiring Manager,', 'Dear Hiring Manager,'], true],
      ],
      explanation: [
        '“Dear …” or a greeting with the person’s title is formal; “Hey you” is not.',
        '“Dear …” atau salam dengan gelar orangnya bersifat formal; “Hey you” tidak.',
      ],
    },
    {
      kind: 'true_false',
      prompt: [
        '“Could you send me the report, please?” is more polite than “Send me the report.”',
        '“Could you send me the report, please?” lebih sopan daripada “Send me the report.”',
      ],
      answer: true,
      explanation: [
        'A question with “could” and “please” softens a request.',
        'Pertanyaan dengan “could” dan “please” memperhalus permintaan.',
      ],
    },
    {
      kind: 'short_text',
      prompt: [
        'Write the past tense of the verb “go”.',
        'Tuliskan bentuk lampau (past tense) dari kata kerja “go”.',
      ],
      accepted: [['went'], ['went']],
      explanation: [
        '“Go” is irregular: go – went – gone.',
        '“Go” adalah kata kerja tak beraturan: go – went – gone.',
      ],
    },
  ],
  cloud: [
    {
      kind: 'single',
      prompt: [
        'Under the shared responsibility model, who is responsible for the data you store in a cloud service?',
        'Menurut model tanggung jawab bersama, siapa yang bertanggung jawab atas data yang Anda simpan di layanan cloud?',
      ],
      options: [
        [['You, the customer', 'Anda, sebagai pelanggan'], true],
        [['The cloud provider alone', 'Penyedia cloud saja']],
        [['Nobody: it is encrypted', 'Tidak ada: datanya terenkripsi']],
        [['The data centre’s landlord', 'Pemilik gedung pusat data']],
      ],
      explanation: [
        'The provider secures the cloud itself; the customer is always responsible for their data and who can access it.',
        'Penyedia mengamankan cloud-nya; pelanggan selalu bertanggung jawab atas datanya dan siapa yang dapat mengaksesnya.',
      ],
    },
    {
      kind: 'multiple',
      prompt: [
        'Which practices follow least privilege? Choose every one that applies.',
        'Praktik mana saja yang mengikuti prinsip least privilege? Pilih semua yang benar.',
      ],
      options: [
        [
          [
            'Giving each role only the permissions it needs',
            'Memberi setiap peran hanya izin yang dibutuhkan',
          ],
          true,
        ],
        [['Using the root account for daily work', 'Memakai akun root untuk pekerjaan sehari-hari']],
        [['Removing access when someone changes team', 'Mencabut akses saat seseorang pindah tim'], true],
        [['Turning on multi-factor authentication', 'Mengaktifkan autentikasi multi-faktor'], true],
      ],
      explanation: [
        'Minimal permissions, prompt removal and MFA limit what a stolen credential can do; the root account is for emergencies only.',
        'Izin minimal, pencabutan akses yang cepat, dan MFA membatasi dampak kredensial yang dicuri; akun root hanya untuk keadaan darurat.',
      ],
    },
    {
      kind: 'true_false',
      prompt: [
        'A container image should include the passwords it needs, so it runs anywhere.',
        'Image container sebaiknya memuat kata sandi yang dibutuhkan agar bisa berjalan di mana saja.',
      ],
      answer: false,
      explanation: [
        'Secrets belong in a secret manager or environment at run time; anything in an image can be read by whoever pulls it.',
        'Rahasia disimpan di secret manager atau environment saat berjalan; apa pun di dalam image dapat dibaca siapa saja yang menariknya.',
      ],
    },
    {
      kind: 'short_text',
      prompt: [
        'What is the three-letter abbreviation for managing servers and networks through code files (for example with Terraform)?',
        'Apa singkatan tiga huruf untuk mengelola server dan jaringan melalui berkas kode (misalnya dengan Terraform)?',
      ],
      accepted: [
        ['IaC', 'infrastructure as code'],
        ['IaC', 'infrastructure as code'],
      ],
      explanation: ['IaC: infrastructure as code.', 'IaC: infrastructure as code.'],
    },
  ],
  leadership: [
    {
      kind: 'single',
      prompt: ['Which goal is SMART?', 'Sasaran mana yang memenuhi kriteria SMART?'],
      options: [
        [
          [
            'Cut invoice errors from 8% to 3% by 30 June',
            'Menurunkan kesalahan faktur dari 8% menjadi 3% paling lambat 30 Juni',
          ],
          true,
        ],
        [['Do better with invoices', 'Lebih baik dalam urusan faktur']],
        [['Never make an invoice error again', 'Tidak pernah lagi salah membuat faktur']],
        [['Work harder this quarter', 'Bekerja lebih keras kuartal ini']],
      ],
      explanation: [
        'It is specific, measurable, achievable, relevant and time-bound; the others lack a measure or a date.',
        'Sasaran itu spesifik, terukur, dapat dicapai, relevan, dan berbatas waktu; yang lain tidak punya ukuran atau tenggat.',
      ],
    },
    {
      kind: 'multiple',
      prompt: [
        'Which of these make feedback land well? Choose every one that applies.',
        'Mana saja yang membuat umpan balik diterima dengan baik? Pilih semua yang benar.',
      ],
      options: [
        [['Describing a specific behaviour', 'Menjelaskan perilaku yang spesifik'], true],
        [['Giving it soon after the event', 'Memberikannya segera setelah kejadian'], true],
        [['Commenting on the person’s character', 'Mengomentari watak orangnya']],
        [['Explaining the impact it had', 'Menjelaskan dampaknya'], true],
      ],
      explanation: [
        'Behaviour, timing and impact keep feedback about the work, not the person.',
        'Perilaku, waktu yang tepat, dan dampak menjaga umpan balik tetap tentang pekerjaan, bukan orangnya.',
      ],
    },
    {
      kind: 'true_false',
      prompt: [
        'In a coaching conversation the manager mostly asks questions rather than gives answers.',
        'Dalam percakapan coaching, manajer lebih banyak bertanya daripada memberi jawaban.',
      ],
      answer: true,
      explanation: [
        'Coaching helps people find their own solution; telling is for when there is no time or a safety issue.',
        'Coaching membantu orang menemukan solusinya sendiri; memberi arahan langsung untuk saat tidak ada waktu atau ada masalah keselamatan.',
      ],
    },
    {
      kind: 'short_text',
      prompt: [
        'In the GROW coaching model, what does the G stand for?',
        'Dalam model coaching GROW, huruf G berarti apa? (jawab dalam bahasa Inggris)',
      ],
      accepted: [
        ['goal', 'goals'],
        ['goal', 'goals', 'tujuan', 'sasaran'],
      ],
      explanation: [
        'Goal, Reality, Options, Will (or Way forward).',
        'Goal, Reality, Options, Will (atau Way forward).',
      ],
    },
  ],
  project: [
    {
      kind: 'single',
      prompt: [
        'What is the critical path of a project schedule?',
        'Apa yang dimaksud jalur kritis dalam jadwal proyek?',
      ],
      options: [
        [
          [
            'The longest chain of dependent tasks, which sets the earliest finish date',
            'Rangkaian tugas saling bergantung terpanjang, yang menentukan tanggal selesai tercepat',
          ],
          true,
        ],
        [['The tasks with the biggest budget', 'Tugas dengan anggaran terbesar']],
        [['The tasks the sponsor cares about most', 'Tugas yang paling diperhatikan sponsor']],
        [['The shortest route through the plan', 'Rute terpendek dalam rencana']],
      ],
      explanation: [
        'Any delay on the critical path delays the whole project; other tasks have slack.',
        'Setiap keterlambatan di jalur kritis menunda seluruh proyek; tugas lain memiliki kelonggaran (slack).',
      ],
    },
    {
      kind: 'multiple',
      prompt: [
        'Which of these are Scrum events? Choose every one that applies.',
        'Mana saja yang termasuk event Scrum? Pilih semua yang benar.',
      ],
      options: [
        [['Sprint planning', 'Sprint planning'], true],
        [['Daily scrum', 'Daily scrum'], true],
        [['Annual appraisal', 'Penilaian kinerja tahunan']],
        [['Sprint retrospective', 'Sprint retrospective'], true],
      ],
      explanation: [
        'Scrum’s events are the sprint, sprint planning, daily scrum, sprint review and retrospective.',
        'Event Scrum adalah sprint, sprint planning, daily scrum, sprint review, dan retrospective.',
      ],
    },
    {
      kind: 'true_false',
      prompt: [
        'A risk is something that has already happened and must be solved now.',
        'Risiko adalah sesuatu yang sudah terjadi dan harus diselesaikan sekarang.',
      ],
      answer: false,
      explanation: [
        'A risk may happen; an issue has happened. Risks get a plan, issues get action.',
        'Risiko mungkin terjadi; isu sudah terjadi. Risiko diberi rencana, isu ditangani.',
      ],
    },
    {
      kind: 'short_text',
      prompt: [
        'What is the three-letter abbreviation for the hierarchy that breaks project scope into deliverables and work packages?',
        'Apa singkatan tiga huruf untuk hierarki yang memecah ruang lingkup proyek menjadi deliverable dan paket kerja?',
      ],
      accepted: [
        ['WBS', 'work breakdown structure'],
        ['WBS', 'work breakdown structure'],
      ],
      explanation: ['WBS: work breakdown structure.', 'WBS: work breakdown structure.'],
    },
  ],
  food: [
    {
      kind: 'single',
      prompt: [
        'Between which temperatures do bacteria in food grow fastest (the “danger zone”)?',
        'Pada rentang suhu berapa bakteri dalam makanan tumbuh paling cepat (“zona bahaya”)?',
      ],
      options: [
        [['5 °C to 60 °C', '5 °C sampai 60 °C'], true],
        [['−18 °C to 0 °C', '−18 °C sampai 0 °C']],
        [['60 °C to 100 °C', '60 °C sampai 100 °C']],
        [['0 °C to 4 °C', '0 °C sampai 4 °C']],
      ],
      explanation: [
        'Keep cold food below 5 °C and hot food above 60 °C, and limit the time food spends in between.',
        'Simpan makanan dingin di bawah 5 °C dan makanan panas di atas 60 °C, dan batasi waktu makanan berada di antaranya.',
      ],
    },
    {
      kind: 'multiple',
      prompt: [
        'Which of these reduce food waste in a kitchen? Choose every one that applies.',
        'Mana saja yang mengurangi sisa makanan di dapur? Pilih semua yang benar.',
      ],
      options: [
        [['First in, first out (FIFO) stock rotation', 'Rotasi stok first in, first out (FIFO)'], true],
        [['Standard recipes with portion sizes', 'Resep standar dengan ukuran porsi'], true],
        [['Ordering extra stock “just in case”', 'Memesan stok lebih “untuk berjaga-jaga”']],
        [['Recording what is thrown away', 'Mencatat apa yang dibuang'], true],
      ],
      explanation: [
        'FIFO, portion control and a waste log cut waste; over-ordering increases it.',
        'FIFO, kontrol porsi, dan catatan sisa mengurangi pemborosan; memesan berlebihan justru menambahnya.',
      ],
    },
    {
      kind: 'true_false',
      prompt: [
        'Raw meat should be stored on the bottom shelf of the refrigerator.',
        'Daging mentah sebaiknya disimpan di rak paling bawah lemari pendingin.',
      ],
      answer: true,
      explanation: [
        'Stored low, raw meat cannot drip onto ready-to-eat food.',
        'Bila disimpan di bawah, cairan daging mentah tidak menetes ke makanan siap saji.',
      ],
    },
    {
      kind: 'short_text',
      prompt: [
        'A dish sells for 40,000 and its ingredients cost 12,000. What is its food cost, in percent (a number)?',
        'Sebuah hidangan dijual 40.000 dan bahan bakunya 12.000. Berapa food cost-nya dalam persen (angka saja)?',
      ],
      accepted: [
        ['30', '30%', '30 %'],
        ['30', '30%', '30 %'],
      ],
      explanation: ['12,000 ÷ 40,000 = 30%.', '12.000 ÷ 40.000 = 30%.'],
    },
  ],
  safety: [
    {
      kind: 'single',
      prompt: [
        'In the hierarchy of controls, which is the most effective?',
        'Dalam hierarki pengendalian, mana yang paling efektif?',
      ],
      options: [
        [['Eliminating the hazard', 'Menghilangkan bahaya (eliminasi)'], true],
        [['Personal protective equipment', 'Alat pelindung diri']],
        [['Warning signs', 'Rambu peringatan']],
        [['Training', 'Pelatihan']],
      ],
      explanation: [
        'Elimination, then substitution, engineering and administrative controls; PPE is the last line of defence.',
        'Eliminasi, lalu substitusi, rekayasa teknik, dan pengendalian administratif; APD adalah pertahanan terakhir.',
      ],
    },
    {
      kind: 'multiple',
      prompt: [
        'Which of these belong in an incident investigation? Choose every one that applies.',
        'Mana saja yang termasuk dalam investigasi insiden? Pilih semua yang benar.',
      ],
      options: [
        [['Finding the root causes', 'Mencari akar penyebab'], true],
        [['Interviewing witnesses', 'Mewawancarai saksi'], true],
        [['Finding someone to blame', 'Mencari orang yang disalahkan']],
        [['Agreeing actions to prevent a repeat', 'Menyepakati tindakan agar tidak terulang'], true],
      ],
      explanation: [
        'An investigation looks for causes and prevention; blame makes people hide the next incident.',
        'Investigasi mencari penyebab dan pencegahan; mencari kambing hitam membuat orang menyembunyikan insiden berikutnya.',
      ],
    },
    {
      kind: 'true_false',
      prompt: [
        'Anyone may enter a confined space without a permit if they are quick.',
        'Siapa pun boleh memasuki ruang terbatas tanpa izin kerja asalkan cepat.',
      ],
      answer: false,
      explanation: [
        'Confined spaces need a permit, gas testing and a standby person: the air can kill within minutes.',
        'Ruang terbatas memerlukan izin kerja, uji gas, dan petugas siaga: udaranya bisa mematikan dalam hitungan menit.',
      ],
    },
    {
      kind: 'short_text',
      prompt: [
        'What is the three-letter abbreviation for the equipment a worker wears as the last line of protection (helmet, gloves, goggles)?',
        'Apa singkatan tiga huruf untuk perlengkapan yang dipakai pekerja sebagai perlindungan terakhir (helm, sarung tangan, kacamata)?',
      ],
      accepted: [
        ['PPE', 'personal protective equipment'],
        ['APD', 'alat pelindung diri', 'PPE'],
      ],
      explanation: ['PPE: personal protective equipment.', 'APD: alat pelindung diri.'],
    },
  ],
};
