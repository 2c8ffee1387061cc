/**
 * The people who make the demo catalogue look lived in: generated learners (no password) who
 * enrol, rate, comment and like, and what they write. Not part of a company's folder: a real
 * company's learners come by registering. By tenant slug.
 */
export interface DemoLearners {
  country: string;
  phoneCode: string;
  /** The language the demo learner writes their own comment in. */
  language: 'en' | 'id';
  learners: string[];
  comments: string[];
}

export const demoLearners: Record<string, DemoLearners> = {
  cendekia: {
    country: 'Indonesia',
    phoneCode: '+62',
    language: 'id',
    learners: [
      'Rina Wijayanti',
      'Agus Setiawan',
      'Nadia Putri',
      'Dimas Prasetyo',
      'Ayu Kartika',
      'Bayu Firmansyah',
      'Citra Amelia',
      'Eko Purnomo',
      'Fitri Handayani',
      'Gilang Ramadhan',
      'Hana Safitri',
      'Irfan Maulana',
      'Joko Susilo',
      'Kartika Dewi',
      'Lukman Hakim',
      'Mega Puspita',
      'Nanda Pratiwi',
      'Oki Saputra',
      'Pratiwi Ningsih',
      'Reza Kurniawan',
      'Sari Indah',
      'Taufik Hidayat',
      'Utami Rahayu',
      'Wahyu Nugraha',
    ],
    comments: [
      'Materinya runtut dan contohnya dekat dengan pekerjaan sehari-hari. Sangat membantu!',
      'Penjelasan mentornya jelas sekali, akhirnya saya paham konsep yang selama ini bikin bingung.',
      'Worksheet-nya berguna banget, langsung saya pakai di kantor minggu ini.',
      'Kuis di tiap modul bikin saya yakin sudah paham sebelum lanjut.',
      'Great course, the case studies use Indonesian companies which makes it very relevant.',
      'Durasi videonya pas, tidak bertele-tele. Cocok ditonton di KRL sambil berangkat kerja.',
      'Sudah praktik di toko online saya, penjualan naik sekitar 20% dalam sebulan.',
      'Semoga ada lanjutan untuk level berikutnya ya, Kak!',
      'Sebagai pemula saya sempat takut, ternyata bisa mengikuti dari awal sampai akhir.',
      'Clear explanations and practical exercises. Worth every rupiah.',
      'Modul terakhir agak cepat, tapi secara keseluruhan sangat bagus.',
      'Saya suka studi kasusnya, jadi tahu cara menerapkannya di pekerjaan nyata.',
      'Mentor responsif menjawab pertanyaan di forum. Terima kasih banyak!',
      'Materi ini membantu saya lolos wawancara kerja bulan lalu.',
    ],
  },
  acme: {
    country: 'Malaysia',
    phoneCode: '+60',
    language: 'en',
    learners: [
      'Aisyah Rahim',
      'Muhammad Irfan',
      'Lim Jia Hui',
      'Priya Ramasamy',
      'Hafizah Zainal',
      'Ng Kok Wai',
      'Siti Aminah',
      'Arjun Pillai',
      'Chong Mei Yee',
      'Amirul Hakim',
      'Nur Syafiqah',
      'Lee Wen Xuan',
      'Kamal Ariffin',
      'Deepa Menon',
      'Ong Zhi Hao',
      'Fatin Nabilah',
      'Harith Iskandar',
      'Goh Pei Shan',
      'Azlan Shah',
      'Yap Li Ting',
      'Izzati Huda',
      'Vinod Krishnan',
      'Teoh Soo Ling',
      'Danial Haziq',
    ],
    // Acme's learners write in Malay, as its site speaks it (issue 23: a walk in Malay finds no English).
    comments: [
      'Sangat praktikal, saya guna templat itu di tempat kerja keesokan harinya.',
      'Jurulatih menerangkan dengan jelas dan contohnya daripada syarikat Malaysia. Disyorkan!',
      'Rentak yang baik dan kuiznya benar-benar menguji kefahaman.',
      'Boleh tahan! Berbaloi, bos saya luluskan tuntutan HRD Corp tanpa masalah.',
      'Harap ada versi lanjutan untuk kelas ini.',
      'Slaid yang jelas dan lembaran kerja sangat berguna untuk ulang kaji.',
      'Kelas ini sangat membantu, terima kasih cikgu!',
      'Akhirnya faham topik ini selepas bertahun-tahun mengelak.',
      'Kajian kes dalam modul tiga paling menarik bagi saya.',
      'Video pendek yang muat dalam waktu rehat tengah hari. Sesuai untuk orang bekerja.',
      'Ada bahagian yang laju tetapi video boleh diulang bila-bila masa.',
      'Seluruh pasukan kami ambil kelas ini bersama dan ia mengubah cara kami bekerja.',
      'Jurulatih menjawab soalan saya di forum dalam masa sehari.',
      'Berbaloi dengan harga berbanding latihan dalam bilik darjah.',
    ],
  },
};
