import { acmePages } from './content-acme-pages.ts';
import { blocks, h2, p, t, ul, type DemoContent } from './content-types.ts';

/**
 * Tenant B, Acme Academy: a Malaysian training provider in Kuala Lumpur, HRD Corp registered,
 * selling workplace classes (data, leadership, safety, compliance, customer service) in MYR.
 */
export const acmeContent: DemoContent = {
  palette: ['#0369a1', '#9333ea', '#ea580c', '#059669', '#db2777', '#4f46e5'],

  banners: [
    {
      title: t(
        'HRD Corp claimable classes for your whole team',
        'Kelas yang dapat diklaim HRD Corp untuk seluruh tim Anda',
      ),
      subtitle: t(
        'Over 90 classes registered with HRD Corp. Use your levy, not your budget.',
        'Lebih dari 90 kelas terdaftar di HRD Corp. Gunakan levi Anda, bukan anggaran Anda.',
      ),
      ctaLabel: t('See claimable classes', 'Lihat kelas yang dapat diklaim'),
      ctaUrl: '/education',
      label: 'HRD Corp Claimable',
      body: blocks(
        h2('Your levy is already paid. Use it.', 'Levi Anda sudah dibayar. Manfaatkan.'),
        p(
          'Employers registered with HRD Corp contribute a monthly levy for training. Every Acme class marked “HRD Corp Claimable” can be paid from that levy: we help you prepare the grant application before the class and the claim documents after it.',
          'Perusahaan yang terdaftar di HRD Corp membayar levi bulanan untuk pelatihan. Setiap kelas Acme bertanda “HRD Corp Claimable” dapat dibiayai dari levi tersebut: kami membantu menyiapkan permohonan grant sebelum kelas dan dokumen klaim setelahnya.',
        ),
        ul(
          [
            'Public classes in Kuala Lumpur, Penang and Johor Bahru',
            'Kelas publik di Kuala Lumpur, Penang, dan Johor Bahru',
          ],
          [
            'Virtual instructor-led classes for teams across Sabah and Sarawak',
            'Kelas virtual dengan instruktur untuk tim di Sabah dan Sarawak',
          ],
          [
            'Attendance and assessment records ready for your claim',
            'Catatan kehadiran dan penilaian siap untuk klaim Anda',
          ],
        ),
      ),
    },
    {
      title: t(
        'Data Analytics with Power BI: 12-week programme',
        'Analitik Data dengan Power BI: program 12 minggu',
      ),
      subtitle: t(
        'Weekend classes in KL starting 7 March 2026. Finish with a dashboard your manager will actually use.',
        'Kelas akhir pekan di KL mulai 7 Maret 2026. Selesaikan dengan dasbor yang benar-benar dipakai atasan Anda.',
      ),
      ctaLabel: t('View the programme', 'Lihat program'),
      ctaUrl: '/bootcamps',
      label: 'Power BI',
      colors: ['#4338ca', '#0369a1'],
      body: blocks(
        h2('From spreadsheets to dashboards', 'Dari spreadsheet ke dasbor'),
        p(
          'Twelve Saturdays at our Jalan Ampang training centre, 9:00 am to 5:00 pm, covering Excel Power Query, data modelling, DAX and Power BI service. Bring your own data or use our Malaysian retail dataset.',
          'Dua belas hari Sabtu di pusat pelatihan kami di Jalan Ampang, pukul 09.00–17.00, membahas Excel Power Query, pemodelan data, DAX, dan layanan Power BI. Bawa data Anda sendiri atau gunakan dataset ritel Malaysia dari kami.',
        ),
        ul(
          ['RM4,800 per person; HRD Corp claimable', 'RM4.800 per orang; dapat diklaim HRD Corp'],
          ['Preparation for the Microsoft PL-300 exam', 'Persiapan ujian Microsoft PL-300'],
          ['Maximum 20 participants per class', 'Maksimal 20 peserta per kelas'],
        ),
      ),
    },
    {
      title: t(
        'New: Workplace safety under the OSHA amendments',
        'Baru: Keselamatan kerja sesuai amendemen OSHA',
      ),
      subtitle: t(
        'A one-day class for managers and OSH coordinators on the duties that now apply to most employers.',
        'Kelas satu hari bagi manajer dan koordinator K3 tentang kewajiban yang kini berlaku bagi sebagian besar perusahaan.',
      ),
      ctaLabel: t('Book a seat', 'Pesan kursi'),
      ctaUrl: '/education',
      label: 'OSHA',
      colors: ['#e11d48', '#ea580c'],
      body: blocks(
        h2('Know your duties as an employer', 'Pahami kewajiban Anda sebagai pemberi kerja'),
        p(
          'The Occupational Safety and Health (Amendment) Act 2022 extended safety duties to almost every workplace in Malaysia and introduced the OSH coordinator role. This class explains what changed and gives you templates to act on it.',
          'Occupational Safety and Health (Amendment) Act 2022 memperluas kewajiban keselamatan ke hampir semua tempat kerja di Malaysia dan memperkenalkan peran koordinator K3. Kelas ini menjelaskan perubahannya dan memberikan templat untuk menindaklanjutinya.',
        ),
        ul(
          ['Risk assessment templates (HIRARC)', 'Templat penilaian risiko (HIRARC)'],
          [
            'The employee’s right to remove themselves from imminent danger',
            'Hak pekerja untuk menjauhkan diri dari bahaya yang mengancam',
          ],
          [
            'Taught by a DOSH-registered safety and health officer',
            'Diajar oleh petugas K3 yang terdaftar di DOSH',
          ],
        ),
      ),
    },
  ],

  features: [
    {
      icon: 'claim',
      title: t('HRD Corp claimable', 'Dapat diklaim HRD Corp'),
      description: t(
        'Most classes are registered with HRD Corp, and we prepare the documents your HR needs for the claim.',
        'Sebagian besar kelas terdaftar di HRD Corp, dan kami menyiapkan dokumen yang dibutuhkan HR Anda untuk klaim.',
      ),
    },
    {
      icon: 'mentor',
      title: t('Certified industry trainers', 'Pelatih industri bersertifikat'),
      description: t(
        'Every trainer holds the HRD Corp Train-the-Trainer certificate and at least ten years of industry experience.',
        'Setiap pelatih memegang sertifikat Train-the-Trainer HRD Corp dan pengalaman industri minimal sepuluh tahun.',
      ),
    },
    {
      icon: 'building',
      title: t('Classroom, virtual or in-house', 'Kelas tatap muka, virtual, atau in-house'),
      description: t(
        'Join us in KL, Penang or Johor Bahru, online from anywhere, or bring the class to your own premises.',
        'Bergabung di KL, Penang, atau Johor Bahru, online dari mana saja, atau selenggarakan kelas di lokasi Anda sendiri.',
      ),
    },
    {
      icon: 'language',
      title: t('English and Bahasa Melayu', 'Bahasa Inggris dan Bahasa Melayu'),
      description: t(
        'Classes run in English or Bahasa Melayu, with materials in both, so every level of your workforce can join.',
        'Kelas berlangsung dalam bahasa Inggris atau Bahasa Melayu dengan materi dalam kedua bahasa, sehingga semua level karyawan dapat ikut.',
      ),
    },
    {
      icon: 'chart',
      title: t('Reports for HR', 'Laporan untuk HR'),
      description: t(
        'Attendance, assessment scores and before-and-after skill ratings for every participant, ready for your training records.',
        'Kehadiran, nilai penilaian, dan penilaian skill sebelum dan sesudah pelatihan untuk setiap peserta, siap untuk catatan pelatihan Anda.',
      ),
    },
    {
      icon: 'certificate',
      title: t('Certificates you can verify', 'Sertifikat yang dapat diverifikasi'),
      description: t(
        'Certificates of attendance and competence carry a reference number that employers can check with us.',
        'Sertifikat kehadiran dan kompetensi memiliki nomor rujukan yang dapat diperiksa perusahaan bersama kami.',
      ),
    },
  ],

  testimonies: [
    {
      name: 'Nurul Aisyah binti Ahmad',
      rating: 5,
      role: t('HR Manager, electronics manufacturer, Penang', 'Manajer HR, produsen elektronik, Penang'),
      quote: t(
        'Acme handled the HRD Corp paperwork for 140 of our operators and supervisors. Every claim was approved first time, and the trainers switched to Bahasa Melayu whenever the line staff needed it.',
        'Acme mengurus dokumen HRD Corp untuk 140 operator dan supervisor kami. Semua klaim disetujui pada pengajuan pertama, dan pelatih beralih ke Bahasa Melayu setiap kali staf produksi membutuhkannya.',
      ),
    },
    {
      name: 'Tan Wei Ming',
      rating: 5,
      role: t(
        'Operations Executive, logistics company, Shah Alam',
        'Operations Executive, perusahaan logistik, Shah Alam',
      ),
      quote: t(
        'After the Power BI programme I replaced six weekly Excel reports with one dashboard. My manager now opens it every Monday morning instead of asking me for numbers.',
        'Setelah program Power BI, saya mengganti enam laporan Excel mingguan dengan satu dasbor. Kini atasan saya membukanya setiap Senin pagi tanpa perlu meminta angka kepada saya.',
      ),
    },
    {
      name: 'Priya a/p Ramasamy',
      rating: 4,
      role: t('Finance Analyst, Johor Bahru', 'Finance Analyst, Johor Bahru'),
      quote: t(
        'The financial modelling class was demanding but very practical, with Malaysian tax examples. I would have liked one more session on forecasting.',
        'Kelas pemodelan keuangan cukup menantang tetapi sangat praktis, dengan contoh perpajakan Malaysia. Saya berharap ada satu sesi lagi tentang peramalan.',
      ),
    },
    {
      name: 'Muhammad Hafiz bin Ismail',
      rating: 5,
      role: t('Safety and Health Officer, Kuantan', 'Petugas Keselamatan dan Kesehatan Kerja, Kuantan'),
      quote: t(
        'The OSHA amendment class gave our managers a clear checklist. Two weeks later we had a risk register for every site and an OSH coordinator appointed.',
        'Kelas amendemen OSHA memberi para manajer kami daftar periksa yang jelas. Dua minggu kemudian kami sudah memiliki daftar risiko untuk setiap lokasi dan menunjuk koordinator K3.',
      ),
    },
    {
      name: 'Lim Mei Ling',
      rating: 4,
      role: t('Marketing Lead, retail chain, Petaling Jaya', 'Marketing Lead, jaringan ritel, Petaling Jaya'),
      quote: t(
        'Our store managers loved the customer service excellence workshop. The role-plays used real complaints from our own outlets, which made it stick.',
        'Para manajer toko kami menyukai workshop layanan pelanggan prima. Permainan peran memakai keluhan nyata dari gerai kami sendiri, sehingga materinya mudah diingat.',
      ),
    },
    {
      name: 'Jason Wong Kah Hoe',
      rating: 5,
      role: t('L&D Manager, hospitality group, Kota Kinabalu', 'Manajer L&D, grup perhotelan, Kota Kinabalu'),
      quote: t(
        'Getting trainers to Sabah used to cost us more than the training. Acme’s virtual classes kept the quality, and the attendance reports were ready for our claims the same day.',
        'Mendatangkan pelatih ke Sabah dulu lebih mahal daripada pelatihannya. Kelas virtual Acme tetap berkualitas, dan laporan kehadiran siap untuk klaim kami di hari yang sama.',
      ),
    },
  ],

  programmes: [
    {
      title: t('Data Analytics with Power BI', 'Analitik Data dengan Power BI'),
      summary: t(
        'A 12-week weekend programme that turns Excel users into analysts who build dashboards.',
        'Program akhir pekan 12 minggu yang mengubah pengguna Excel menjadi analis yang membangun dasbor.',
      ),
      duration: t('12 Saturdays, 9:00 am – 5:00 pm', '12 hari Sabtu, 09.00–17.00'),
      level: t('Intermediate', 'Menengah'),
      label: 'Power BI · DAX',
      colors: ['#4338ca', '#0369a1'],
      body: blocks(
        h2('What you will learn', 'Apa yang akan Anda pelajari'),
        ul(
          ['Cleaning and shaping data with Power Query', 'Membersihkan dan menata data dengan Power Query'],
          ['Star-schema data models and relationships', 'Model data star schema dan relasinya'],
          [
            'DAX measures for sales, margin and year-on-year growth',
            'Measure DAX untuk penjualan, margin, dan pertumbuhan tahunan',
          ],
          [
            'Publishing, sharing and refreshing in Power BI service',
            'Memublikasikan, membagikan, dan memperbarui di layanan Power BI',
          ],
        ),
        h2('Fees and funding', 'Biaya dan pendanaan'),
        p(
          'RM4,800 per participant including materials, lunch and one PL-300 exam voucher. The programme is HRD Corp claimable; self-funded participants may pay in three monthly instalments.',
          'RM4.800 per peserta termasuk materi, makan siang, dan satu voucher ujian PL-300. Program ini dapat diklaim HRD Corp; peserta yang membiayai sendiri dapat membayar dalam tiga cicilan bulanan.',
        ),
        h2('Final project', 'Proyek akhir'),
        p(
          'Each participant presents a dashboard built on their own company data (anonymised if needed) to a panel of two trainers in week 12.',
          'Setiap peserta mempresentasikan dasbor yang dibangun dari data perusahaannya sendiri (dianonimkan bila perlu) di hadapan panel dua pelatih pada minggu ke-12.',
        ),
      ),
    },
    {
      title: t('HRD Corp Claimable Corporate Training', 'Pelatihan Korporat yang Dapat Diklaim HRD Corp'),
      summary: t(
        'In-house training for your teams, with the grant application and claim documents prepared for you.',
        'Pelatihan in-house untuk tim Anda, dengan permohonan grant dan dokumen klaim yang kami siapkan.',
      ),
      duration: t('1 to 5 days per module', '1 hingga 5 hari per modul'),
      level: t('All levels', 'Semua level'),
      label: 'In-house',
      colors: ['#e11d48', '#4338ca'],
      body: blocks(
        h2('Popular modules', 'Modul populer'),
        ul(
          ['Leadership for first-time supervisors', 'Kepemimpinan untuk supervisor baru'],
          ['Customer service excellence', 'Layanan pelanggan prima'],
          ['Microsoft Excel, intermediate and advanced', 'Microsoft Excel tingkat menengah dan lanjut'],
          [
            'PDPA compliance for staff who handle customer data',
            'Kepatuhan PDPA untuk staf yang menangani data pelanggan',
          ],
          [
            'Generative AI at work: productivity with safeguards',
            'AI generatif di tempat kerja: produktivitas dengan pengaman',
          ],
        ),
        h2('How the claim works', 'Cara kerja klaim'),
        p(
          'We agree the schedule and trainer with you, then send the course details your HR needs to apply for the grant before the training starts. After the training we send attendance records, the invoice and assessment results so you can submit the claim.',
          'Kami menyepakati jadwal dan pelatih bersama Anda, lalu mengirimkan rincian kursus yang dibutuhkan HR untuk mengajukan grant sebelum pelatihan dimulai. Setelah pelatihan, kami mengirimkan catatan kehadiran, invoice, dan hasil penilaian agar Anda dapat mengajukan klaim.',
        ),
      ),
    },
    {
      title: t(
        'Certified Project Management Professional (PMP®) Preparation',
        'Persiapan Sertifikasi Project Management Professional (PMP®)',
      ),
      summary: t(
        'Thirty-five contact hours of exam preparation, with practice exams and application support.',
        'Tiga puluh lima jam persiapan ujian, lengkap dengan simulasi ujian dan bantuan pendaftaran.',
      ),
      duration: t('5 days intensive or 10 evenings', '5 hari intensif atau 10 malam'),
      level: t('Advanced', 'Lanjutan'),
      label: 'PMP®',
      colors: ['#059669', '#4338ca'],
      body: blocks(
        h2('Built to pass the exam', 'Disusun untuk lulus ujian'),
        p(
          'The class covers predictive, agile and hybrid approaches as the current exam outline expects, and provides the 35 contact hours required to apply. You get two full-length practice exams and a review of your application before you submit it.',
          'Kelas ini membahas pendekatan prediktif, agile, dan hybrid sesuai kisi-kisi ujian terkini, serta memberikan 35 jam pelatihan yang disyaratkan untuk mendaftar. Anda mendapat dua simulasi ujian lengkap dan peninjauan berkas pendaftaran sebelum dikirim.',
        ),
        ul(
          ['RM3,200 per participant; HRD Corp claimable', 'RM3.200 per peserta; dapat diklaim HRD Corp'],
          [
            'Free repeat of the class if you do not pass within six months',
            'Gratis mengulang kelas bila tidak lulus dalam enam bulan',
          ],
        ),
        p(
          'PMP is a registered mark of the Project Management Institute, Inc. The exam fee is paid directly to PMI.',
          'PMP adalah merek terdaftar Project Management Institute, Inc. Biaya ujian dibayarkan langsung kepada PMI.',
        ),
      ),
    },
    {
      title: t('Acme Future Talent Scholarship', 'Beasiswa Acme Future Talent'),
      summary: t(
        'Fully funded digital skills training and job placement support for 40 young Malaysians from B40 households.',
        'Pelatihan skill digital yang didanai penuh dan dukungan penempatan kerja bagi 40 anak muda Malaysia dari rumah tangga B40.',
      ),
      duration: t('4 months', '4 bulan'),
      level: t('Beginner', 'Pemula'),
      label: 'Scholarship 2026',
      colors: ['#059669', '#e11d48'],
      body: blocks(
        h2('Eligibility', 'Syarat'),
        ul(
          ['Malaysian citizens aged 18–30', 'Warganegara Malaysia berusia 18–30 tahun'],
          [
            'From a B40 household, or unemployed for at least three months',
            'Dari rumah tangga B40, atau menganggur setidaknya tiga bulan',
          ],
          ['SPM or higher', 'Lulusan SPM atau lebih tinggi'],
        ),
        h2('What you receive', 'Apa yang Anda terima'),
        p(
          'Four months of training in data analysis, digital marketing and workplace communication, a monthly allowance of RM600, a refurbished laptop to keep, and interviews with our 25 hiring partners. Applications open on 2 June and close on 31 July 2026.',
          'Empat bulan pelatihan analisis data, pemasaran digital, dan komunikasi di tempat kerja, uang saku RM600 per bulan, laptop rekondisi untuk dimiliki, serta wawancara dengan 25 mitra perekrut kami. Pendaftaran dibuka 2 Juni dan ditutup 31 Juli 2026.',
        ),
      ),
    },
  ],

  faq: [
    {
      category: t('HRD Corp & payment', 'HRD Corp & pembayaran'),
      question: t(
        'Is this class claimable under HRD Corp?',
        'Apakah kelas ini dapat diklaim melalui HRD Corp?',
      ),
      answer: t(
        'Classes marked “HRD Corp Claimable” are registered with HRD Corp. Your employer applies for the grant before the class starts; we provide the course details and, afterwards, the attendance and invoice for the claim.',
        'Kelas bertanda “HRD Corp Claimable” terdaftar di HRD Corp. Perusahaan Anda mengajukan grant sebelum kelas dimulai; kami menyediakan rincian kursus dan, setelah kelas, data kehadiran serta invoice untuk klaim.',
      ),
    },
    {
      category: t('HRD Corp & payment', 'HRD Corp & pembayaran'),
      question: t('Can I pay for myself without HRD Corp?', 'Bisakah saya membayar sendiri tanpa HRD Corp?'),
      answer: t(
        'Yes. Self-funded learners pay online by FPX, card, Touch ’n Go eWallet, GrabPay or DuitNow QR. Prices are in ringgit and include service tax where it applies.',
        'Ya. Peserta yang membiayai sendiri membayar online melalui FPX, kartu, Touch ’n Go eWallet, GrabPay, atau DuitNow QR. Harga dalam ringgit dan sudah termasuk pajak layanan bila berlaku.',
      ),
    },
    {
      category: t('HRD Corp & payment', 'HRD Corp & pembayaran'),
      question: t('Do you issue e-invoices?', 'Apakah Anda menerbitkan e-invoice?'),
      answer: t(
        'Yes. We issue e-invoices validated through LHDN’s MyInvois system. Give us your company’s TIN and registration number at checkout or in your corporate order.',
        'Ya. Kami menerbitkan e-invoice yang divalidasi melalui sistem MyInvois LHDN. Berikan TIN dan nomor pendaftaran perusahaan Anda saat checkout atau dalam pesanan korporat.',
      ),
    },
    {
      category: t('HRD Corp & payment', 'HRD Corp & pembayaran'),
      question: t('How do refunds work?', 'Bagaimana cara kerja pengembalian dana?'),
      answer: t(
        'Self-paced online classes can be refunded within 14 days if you have completed less than 25% of them. Classes paid through HRD Corp follow the grant rules. See the Refund Policy for details.',
        'Kelas online mandiri dapat dikembalikan dananya dalam 14 hari jika Anda menyelesaikan kurang dari 25% materinya. Kelas yang dibiayai melalui HRD Corp mengikuti ketentuan grant. Lihat Kebijakan Pengembalian Dana untuk rinciannya.',
      ),
    },
    {
      category: t('Classes & certificates', 'Kelas & sertifikat'),
      question: t(
        'Are classes in English or Bahasa Melayu?',
        'Apakah kelas menggunakan bahasa Inggris atau Bahasa Melayu?',
      ),
      answer: t(
        'Each class page shows its language. Most public classes run in English with Bahasa Melayu support; in-house classes run in the language you choose.',
        'Setiap halaman kelas mencantumkan bahasanya. Sebagian besar kelas publik berlangsung dalam bahasa Inggris dengan dukungan Bahasa Melayu; kelas in-house menggunakan bahasa pilihan Anda.',
      ),
    },
    {
      category: t('Classes & certificates', 'Kelas & sertifikat'),
      question: t('What certificate will I receive?', 'Sertifikat apa yang akan saya terima?'),
      answer: t(
        'A certificate of attendance for every class, and a certificate of competence when the class has an assessment and you pass it with at least 70%.',
        'Sertifikat kehadiran untuk setiap kelas, dan sertifikat kompetensi bila kelas memiliki penilaian dan Anda lulus dengan nilai minimal 70%.',
      ),
    },
    {
      category: t('Classes & certificates', 'Kelas & sertifikat'),
      question: t('What do I need for a virtual class?', 'Apa yang saya perlukan untuk kelas virtual?'),
      answer: t(
        'A computer with a webcam and microphone and a stable connection of at least 5 Mbps. HRD Corp requires participants to keep their camera on for attendance.',
        'Komputer dengan webcam dan mikrofon serta koneksi stabil minimal 5 Mbps. HRD Corp mensyaratkan peserta menyalakan kamera sebagai bukti kehadiran.',
      ),
    },
    {
      category: t('Account', 'Akun'),
      question: t('I forgot my password.', 'Saya lupa kata sandi.'),
      answer: t(
        'Choose Forgot password on the login page. We email a link that works once and expires after 30 minutes.',
        'Pilih Lupa kata sandi di halaman masuk. Kami mengirim tautan melalui email yang hanya dapat dipakai sekali dan kedaluwarsa setelah 30 menit.',
      ),
    },
    {
      category: t('Account', 'Akun'),
      question: t('Can my company see my progress?', 'Apakah perusahaan saya dapat melihat progres saya?'),
      answer: t(
        'Only for classes your company enrolled you in: HR sees attendance, completion and assessment scores. Classes you buy yourself stay private.',
        'Hanya untuk kelas yang didaftarkan oleh perusahaan Anda: HR dapat melihat kehadiran, penyelesaian, dan nilai penilaian. Kelas yang Anda beli sendiri tetap bersifat pribadi.',
      ),
    },
    {
      category: t('Corporate training', 'Pelatihan korporat'),
      question: t(
        'What is the minimum group size for in-house training?',
        'Berapa jumlah peserta minimum untuk pelatihan in-house?',
      ),
      answer: t(
        'Ten participants per class, up to a maximum of 25 so that everyone gets hands-on time with the trainer.',
        'Sepuluh peserta per kelas, hingga maksimal 25 orang agar setiap peserta mendapat waktu praktik bersama pelatih.',
      ),
    },
    {
      category: t('Corporate training', 'Pelatihan korporat'),
      question: t(
        'Can you train at our factory or outlet?',
        'Bisakah pelatihan diadakan di pabrik atau gerai kami?',
      ),
      answer: t(
        'Yes, anywhere in Malaysia. Training outside the Klang Valley, Penang and Johor Bahru adds the trainer’s travel and accommodation at cost.',
        'Ya, di mana pun di Malaysia. Pelatihan di luar Lembah Klang, Penang, dan Johor Bahru ditambah biaya perjalanan dan akomodasi pelatih sesuai biaya aktual.',
      ),
    },
  ],

  articles: [
    {
      slug: 'hrd-corp-claim-step-by-step',
      author: 'Farah Nadia Kamal',
      publishedAt: '2026-01-20T01:00:00.000Z',
      label: 'HRD Corp',
      title: t(
        'Claiming training under HRD Corp: a step-by-step guide for employers',
        'Klaim pelatihan melalui HRD Corp: panduan langkah demi langkah untuk perusahaan',
      ),
      excerpt: t(
        'Most rejected claims fail on paperwork, not eligibility. Here is the order of steps that works.',
        'Sebagian besar klaim yang ditolak gagal karena dokumen, bukan karena kelayakan. Inilah urutan langkah yang berhasil.',
      ),
      body: blocks(
        p(
          'Every month Malaysian employers registered with HRD Corp pay a training levy. Many never use it, often because the claim process looks complicated. It is not, if you do things in the right order.',
          'Setiap bulan perusahaan di Malaysia yang terdaftar di HRD Corp membayar levi pelatihan. Banyak yang tidak pernah menggunakannya, sering kali karena proses klaim terlihat rumit. Sebenarnya tidak, asalkan langkahnya dilakukan dengan urutan yang benar.',
        ),
        h2('Before the training', 'Sebelum pelatihan'),
        ul(
          ['Check your levy balance in the employer portal', 'Periksa saldo levi di portal perusahaan'],
          [
            'Choose a registered training provider and course',
            'Pilih penyedia dan kursus pelatihan yang terdaftar',
          ],
          [
            'Submit the grant application and wait for approval before day one',
            'Ajukan permohonan grant dan tunggu persetujuan sebelum hari pertama',
          ],
        ),
        h2('During the training', 'Selama pelatihan'),
        p(
          'Make sure every participant signs the attendance sheet for every session, or keeps the camera on in virtual classes. Missing attendance is the most common reason claims are reduced.',
          'Pastikan setiap peserta menandatangani daftar hadir di setiap sesi, atau menyalakan kamera di kelas virtual. Kehadiran yang tidak lengkap adalah alasan paling umum klaim dikurangi.',
        ),
        h2('After the training', 'Setelah pelatihan'),
        p(
          'Submit the claim with the attendance records, the provider’s invoice and any assessment results. Check HRD Corp’s current guidelines for the deadline, and do not wait until the last week.',
          'Ajukan klaim dengan catatan kehadiran, invoice dari penyedia pelatihan, dan hasil penilaian bila ada. Periksa pedoman terbaru HRD Corp untuk batas waktunya, dan jangan menunggu hingga minggu terakhir.',
        ),
        p(
          'Acme prepares these documents for every claimable class, so your HR team only needs to upload them.',
          'Acme menyiapkan dokumen-dokumen ini untuk setiap kelas yang dapat diklaim, sehingga tim HR Anda cukup mengunggahnya.',
        ),
      ),
    },
    {
      slug: 'power-bi-or-excel-for-smes',
      author: 'Tan Wei Ming',
      publishedAt: '2026-02-24T02:00:00.000Z',
      label: 'Excel vs Power BI',
      colors: ['#0369a1', '#059669'],
      title: t(
        'Power BI or Excel: what Malaysian SMEs actually need',
        'Power BI atau Excel: apa yang benar-benar dibutuhkan UKM Malaysia',
      ),
      excerpt: t(
        'Power BI is not always the answer. A simple test to decide where your reports should live.',
        'Power BI tidak selalu menjadi jawabannya. Tes sederhana untuk menentukan di mana laporan Anda sebaiknya dibuat.',
      ),
      body: blocks(
        p(
          'Every few weeks a business owner asks us whether they should “move to Power BI”. The honest answer depends on three questions, not on the size of the company.',
          'Setiap beberapa minggu seorang pemilik usaha bertanya apakah mereka sebaiknya “pindah ke Power BI”. Jawaban jujurnya bergantung pada tiga pertanyaan, bukan pada ukuran perusahaan.',
        ),
        h2('Three questions', 'Tiga pertanyaan'),
        ul(
          [
            'Does the same report get rebuilt by hand every week?',
            'Apakah laporan yang sama disusun ulang secara manual setiap minggu?',
          ],
          [
            'Does the data come from more than two systems?',
            'Apakah datanya berasal dari lebih dari dua sistem?',
          ],
          ['Do more than five people need to see it?', 'Apakah lebih dari lima orang perlu melihatnya?'],
        ),
        p(
          'Two or three yeses: Power BI will pay back the licence quickly. One or none: a well-built Excel workbook with Power Query is faster to build and easier to maintain.',
          'Dua atau tiga jawaban ya: Power BI akan cepat menutup biaya lisensinya. Satu atau tidak sama sekali: workbook Excel yang tersusun baik dengan Power Query lebih cepat dibuat dan lebih mudah dirawat.',
        ),
        h2('The skills overlap', 'Skill-nya saling beririsan'),
        p(
          'Power Query and the data model work the same way in both tools. Learning them in Excel first is never wasted: it is exactly where our 12-week programme starts.',
          'Power Query dan model data bekerja dengan cara yang sama di kedua alat. Mempelajarinya lebih dulu di Excel tidak akan sia-sia: dari situlah program 12 minggu kami dimulai.',
        ),
      ),
    },
    {
      slug: 'pdpa-amendment-what-staff-must-know',
      author: 'Aaron Chelliah',
      publishedAt: '2026-04-14T03:00:00.000Z',
      label: 'PDPA 2010',
      colors: ['#9333ea', '#4338ca'],
      title: t(
        'The PDPA amendments: what your front-line staff must know',
        'Amendemen PDPA: apa yang harus diketahui staf garda depan Anda',
      ),
      excerpt: t(
        'Breach notification, data protection officers and data portability, explained for the people who handle customer data every day.',
        'Notifikasi kebocoran data, petugas pelindungan data, dan portabilitas data, dijelaskan untuk orang yang menangani data pelanggan setiap hari.',
      ),
      body: blocks(
        p(
          'The Personal Data Protection (Amendment) Act 2024 brought the biggest changes to Malaysia’s PDPA since 2010. Most of the work falls on management, but front-line staff are usually the first to notice when something goes wrong.',
          'Personal Data Protection (Amendment) Act 2024 membawa perubahan terbesar pada PDPA Malaysia sejak 2010. Sebagian besar pekerjaan menjadi tanggung jawab manajemen, tetapi staf garda depan biasanya yang pertama menyadari bila ada masalah.',
        ),
        h2('What changed', 'Apa yang berubah'),
        ul(
          [
            'Data breaches must be reported to the Commissioner, and to affected people when the harm is significant',
            'Kebocoran data wajib dilaporkan kepada Komisioner, dan kepada orang yang terdampak bila kerugiannya signifikan',
          ],
          [
            'Organisations must appoint a data protection officer',
            'Organisasi wajib menunjuk petugas pelindungan data',
          ],
          [
            'Customers may ask for their data to be transmitted to another organisation',
            'Pelanggan dapat meminta datanya dikirimkan ke organisasi lain',
          ],
          [
            'Data processors now have their own security duties',
            'Pemroses data kini memiliki kewajiban keamanan sendiri',
          ],
        ),
        h2('What staff should do', 'Apa yang harus dilakukan staf'),
        p(
          'Report a lost laptop, a misdirected email or a suspicious request to the data protection officer immediately, even if it seems small. The notification clock starts when the organisation becomes aware, so a delay at the front desk is a delay for the whole company.',
          'Laporkan laptop yang hilang, email yang salah kirim, atau permintaan yang mencurigakan kepada petugas pelindungan data segera, meskipun terlihat kecil. Batas waktu notifikasi dihitung sejak organisasi mengetahuinya, sehingga keterlambatan di meja depan adalah keterlambatan seluruh perusahaan.',
        ),
      ),
    },
    {
      slug: 'leading-hybrid-teams',
      author: 'Siti Khadijah Omar',
      publishedAt: '2026-06-02T01:30:00.000Z',
      label: 'Leadership',
      colors: ['#ea580c', '#db2777'],
      title: t(
        'Five habits of effective hybrid team leaders',
        'Lima kebiasaan pemimpin tim hybrid yang efektif',
      ),
      excerpt: t(
        'What we learned from 300 supervisors in our leadership classes about leading people you do not see every day.',
        'Pelajaran dari 300 supervisor di kelas kepemimpinan kami tentang memimpin orang yang tidak Anda temui setiap hari.',
      ),
      body: blocks(
        p(
          'Since 2024 more than 300 supervisors from Malaysian companies have joined our leadership class. The ones whose teams rated them highest shared a few simple habits.',
          'Sejak 2024 lebih dari 300 supervisor dari perusahaan Malaysia mengikuti kelas kepemimpinan kami. Mereka yang mendapat nilai tertinggi dari timnya memiliki beberapa kebiasaan sederhana yang sama.',
        ),
        ul(
          [
            'A fixed weekly one-to-one that is never the first meeting cancelled',
            'Sesi empat mata mingguan yang tetap dan tidak pernah menjadi rapat pertama yang dibatalkan',
          ],
          [
            'Written priorities for the week, shared every Monday',
            'Prioritas mingguan tertulis yang dibagikan setiap Senin',
          ],
          [
            'Office days used for collaboration, not for work that could be done at home',
            'Hari di kantor dipakai untuk kolaborasi, bukan untuk pekerjaan yang bisa dikerjakan di rumah',
          ],
          [
            'Praise in public channels, corrections in private',
            'Pujian di kanal publik, koreksi secara pribadi',
          ],
          [
            'Clear hours when they will not reply to messages',
            'Jam yang jelas ketika mereka tidak membalas pesan',
          ],
        ),
        h2('Start with one', 'Mulai dari satu'),
        p(
          'Do not try all five at once. Most of our participants start with the weekly one-to-one, because it makes every other habit easier.',
          'Jangan mencoba kelimanya sekaligus. Sebagian besar peserta kami memulai dengan sesi empat mata mingguan, karena kebiasaan itu memudahkan kebiasaan lainnya.',
        ),
      ),
    },
    {
      slug: 'customer-service-excellence-retail',
      author: 'Lim Mei Ling',
      publishedAt: '2026-08-11T02:15:00.000Z',
      label: 'Service',
      colors: ['#db2777', '#4338ca'],
      title: t(
        'Customer service excellence in Malaysian retail',
        'Layanan pelanggan prima di ritel Malaysia',
      ),
      excerpt: t(
        'Turning complaints into repeat visits: the approach our store managers practise in role-plays.',
        'Mengubah keluhan menjadi kunjungan ulang: pendekatan yang dilatih manajer toko kami melalui permainan peran.',
      ),
      body: blocks(
        p(
          'Customers who complain and are helped well often become more loyal than customers who never had a problem. Our retail clients use a four-step approach that fits in a two-minute conversation.',
          'Pelanggan yang mengeluh lalu dilayani dengan baik sering kali menjadi lebih setia daripada pelanggan yang tidak pernah mengalami masalah. Klien ritel kami memakai pendekatan empat langkah yang cukup untuk percakapan dua menit.',
        ),
        h2('Listen, acknowledge, solve, follow up', 'Dengar, akui, selesaikan, tindak lanjuti'),
        ul(
          [
            'Listen without interrupting, and write down the order number',
            'Dengarkan tanpa menyela, dan catat nomor pesanan',
          ],
          [
            'Acknowledge the problem in the customer’s own words',
            'Akui masalahnya dengan kata-kata pelanggan sendiri',
          ],
          [
            'Offer a solution you are allowed to give, right away',
            'Tawarkan solusi yang memang boleh Anda berikan, saat itu juga',
          ],
          [
            'Follow up within 48 hours by phone or WhatsApp',
            'Tindak lanjuti dalam 48 jam melalui telepon atau WhatsApp',
          ],
        ),
        h2('Give staff room to decide', 'Beri staf ruang untuk memutuskan'),
        p(
          'The step that fails most often is the third, because staff are not allowed to offer anything. Outlets that let staff approve small gestures, such as a free delivery or a voucher up to RM20, resolve most complaints on the spot.',
          'Langkah yang paling sering gagal adalah langkah ketiga, karena staf tidak diizinkan menawarkan apa pun. Gerai yang mengizinkan staf menyetujui gestur kecil, seperti gratis ongkos kirim atau voucher hingga RM20, menyelesaikan sebagian besar keluhan di tempat.',
        ),
      ),
    },
    {
      slug: 'osha-amendment-managers-checklist',
      author: 'Muhammad Hafiz bin Ismail',
      publishedAt: '2026-10-06T00:45:00.000Z',
      label: 'OSHA 2022',
      colors: ['#e11d48', '#ea580c'],
      title: t(
        'The OSHA amendments: a checklist for managers',
        'Amendemen OSHA: daftar periksa untuk manajer',
      ),
      excerpt: t(
        'Risk assessments, OSH coordinators and the right to leave danger: what managers must have in place.',
        'Penilaian risiko, koordinator K3, dan hak menjauhi bahaya: apa yang harus disiapkan manajer.',
      ),
      body: blocks(
        p(
          'The Occupational Safety and Health (Amendment) Act 2022 extended the Act to nearly every workplace in Malaysia, including offices and shops. Managers who thought safety was only for factories now have clear duties.',
          'Occupational Safety and Health (Amendment) Act 2022 memperluas cakupan undang-undang ke hampir semua tempat kerja di Malaysia, termasuk kantor dan toko. Manajer yang mengira keselamatan kerja hanya urusan pabrik kini memiliki kewajiban yang jelas.',
        ),
        h2('Your checklist', 'Daftar periksa Anda'),
        ul(
          [
            'A written risk assessment for every workplace and activity',
            'Penilaian risiko tertulis untuk setiap tempat kerja dan aktivitas',
          ],
          [
            'An OSH coordinator appointed where you have five or more employees',
            'Koordinator K3 ditunjuk bila Anda memiliki lima karyawan atau lebih',
          ],
          [
            'A safety and health policy that staff have actually read',
            'Kebijakan keselamatan dan kesehatan kerja yang benar-benar sudah dibaca staf',
          ],
          [
            'A procedure for employees who remove themselves from imminent danger',
            'Prosedur bagi pekerja yang menjauhkan diri dari bahaya yang mengancam',
          ],
        ),
        h2('Penalties are higher', 'Denda lebih tinggi'),
        p(
          'Maximum fines rose significantly under the amendment. More importantly, a documented risk assessment is usually the first thing an inspector asks for after an incident.',
          'Denda maksimum naik secara signifikan melalui amendemen ini. Yang lebih penting, penilaian risiko yang terdokumentasi biasanya menjadi hal pertama yang diminta pengawas setelah terjadi insiden.',
        ),
      ),
    },
  ],

  pages: acmePages,
};
