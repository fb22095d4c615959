/**
 * The curated catalogue: common car and two-wheeler brands and models of India, Mexico, the USA, Saudi
 * Arabia and East Africa. Fuel letters: P petrol, D diesel, C CNG, L LPG, E electric, H hybrid.
 * Ids are fixed (brands 1-999, models brand*100+n) so that favourites and vehicles keep pointing at the
 * same rows when the list grows; new entries get new ids, existing ones never change.
 */
type Entry = [id: number, name: string, type: 'car' | 'bike', models: string];

const CARS: Entry[] = [
  [
    1,
    'Maruti Suzuki',
    'car',
    'Alto K10:PC|S-Presso:PC|Wagon R:PC|Celerio:PC|Swift:PC|Dzire:PC|Baleno:PC|Ignis:P|Fronx:PC|Brezza:PC|Ertiga:PC|XL6:PC|Ciaz:P|Grand Vitara:PHC|Jimny:P|Eeco:PC|Invicto:H',
  ],
  [
    2,
    'Hyundai',
    'car',
    'Grand i10 Nios:PC|i20:P|Aura:PC|Verna:PD|Exter:PC|Venue:PD|Creta:PDE|Alcazar:PD|Tucson:PD|Ioniq 5:E|Accent:P|Elantra:PH|Sonata:PH|Santa Fe:PDH|Kona:PE|Palisade:P|HB20:P',
  ],
  [3, 'Tata', 'car', 'Tiago:PCE|Tigor:PCE|Altroz:PDC|Punch:PCE|Nexon:PDE|Curvv:PDE|Harrier:D|Safari:D'],
  [
    4,
    'Mahindra',
    'car',
    'Bolero:D|Bolero Neo:D|Thar:PD|Thar Roxx:PD|Scorpio N:PD|Scorpio Classic:D|XUV 3XO:PD|XUV700:PD|XUV400:E|BE 6:E|XEV 9e:E|Marazzo:D',
  ],
  [
    5,
    'Toyota',
    'car',
    'Glanza:PC|Urban Cruiser Hyryder:PHC|Rumion:PC|Innova Crysta:D|Innova Hycross:PH|Fortuner:PD|Hilux:PD|Camry:H|Corolla:PH|Yaris:PH|RAV4:PH|Land Cruiser:PD|Land Cruiser Prado:PD|Hiace:PD|Tacoma:P|Tundra:PH|Highlander:PH|Sienna:H|Prius:H|Raize:P|Rush:P|Avanza:P|Vitz:P|Probox:P|Premio:P|Noah:PH|Harrier:PH',
  ],
  [6, 'Honda', 'car', 'Amaze:P|City:PH|Elevate:P|Civic:PH|Accord:PH|CR-V:PH|HR-V:P|Pilot:P|Odyssey:P|Fit:PH|BR-V:P'],
  [
    7,
    'Kia',
    'car',
    'Sonet:PD|Seltos:PD|Carens:PD|Syros:PD|Carnival:D|EV6:E|Rio:P|Cerato:P|K5:P|Sportage:PDH|Sorento:PDH|Telluride:P|Pegas:P|Picanto:P',
  ],
  [8, 'Renault', 'car', 'Kwid:P|Kiger:P|Triber:P|Duster:PD|Logan:P|Sandero:P|Koleos:P|Megane:P'],
  [
    9,
    'Nissan',
    'car',
    'Magnite:P|X-Trail:PH|Sunny:P|Versa:P|Sentra:P|Altima:P|Kicks:P|Qashqai:P|Patrol:P|Navara:D|Frontier:P|NP300:PD|March:P|Rogue:P|Pathfinder:P|Urvan:D',
  ],
  [
    10,
    'Volkswagen',
    'car',
    'Virtus:P|Taigun:P|Tiguan:PD|Polo:P|Vento:P|Jetta:P|Passat:P|Golf:P|Teramo:P|T-Cross:P|Amarok:D|Atlas:P|Vento (Mexico):P|Saveiro:P',
  ],
  [11, 'Skoda', 'car', 'Kushaq:P|Slavia:P|Kylaq:P|Kodiaq:PD|Superb:PD|Octavia:P'],
  [12, 'MG', 'car', 'Comet EV:E|Astor:P|Hector:PD|Hector Plus:PD|ZS EV:E|Windsor EV:E|Gloster:D|MG5:P|RX5:P'],
  [
    13,
    'Ford',
    'car',
    'Figo:PD|Aspire:PD|EcoSport:PD|Endeavour:D|Ranger:PD|F-150:PHE|Explorer:PH|Escape:PH|Bronco:P|Bronco Sport:P|Mustang:P|Mustang Mach-E:E|Edge:P|Expedition:P|Maverick:PH|Territory:P|Lobo:P|Transit:PD|Everest:D',
  ],
  [
    14,
    'Chevrolet',
    'car',
    'Aveo:P|Onix:P|Beat:P|Spark:P|Cavalier:P|Malibu:P|Equinox:PE|Trax:P|Tracker:P|Traverse:P|Tahoe:PD|Suburban:PD|Silverado:PD|Colorado:P|Camaro:P|Corvette:P|Captiva:P|Groove:P|Tornado:P|Blazer:PE',
  ],
  [15, 'GMC', 'car', 'Sierra:PD|Canyon:P|Yukon:PD|Acadia:P|Terrain:P|Hummer EV:E'],
  [16, 'Dodge', 'car', 'Charger:P|Durango:P|Challenger:P|Attitude:P|Journey:P|Hornet:PH'],
  [17, 'RAM', 'car', 'RAM 1500:P|RAM 2500:PD|RAM 700:P|ProMaster:P'],
  [18, 'Jeep', 'car', 'Compass:PD|Meridian:D|Wrangler:P|Grand Cherokee:PH|Cherokee:P|Renegade:P|Gladiator:P|Commander:D'],
  [19, 'Chrysler', 'car', 'Pacifica:PH|300:P'],
  [20, 'Tesla', 'car', 'Model 3:E|Model Y:E|Model S:E|Model X:E|Cybertruck:E'],
  [21, 'Subaru', 'car', 'Outback:P|Forester:PH|Crosstrek:PH|Impreza:P|WRX:P|Ascent:P|Legacy:P'],
  [22, 'Mazda', 'car', 'Mazda2:P|Mazda3:P|CX-3:P|CX-30:P|CX-5:PD|CX-50:P|CX-90:PH|BT-50:D|MX-5:P|Demio:P'],
  [
    23,
    'Mitsubishi',
    'car',
    'Mirage:P|Attrage:P|L200:D|Outlander:PH|Eclipse Cross:P|Pajero:PD|Pajero Sport:D|Xpander:P|ASX:P|Canter:D',
  ],
  [24, 'Suzuki', 'car', 'Swift:P|Dzire:P|Ciaz:P|Ertiga:P|Vitara:P|Jimny:P|Celerio:P|Baleno:P|S-Presso:P|Alto:P|Carry:P|Fronx:P'],
  [25, 'Isuzu', 'car', 'D-Max:D|MU-X:D|V-Cross:D|NPR:D|NQR:D|FRR:D'],
  [
    26,
    'Mercedes-Benz',
    'car',
    'A-Class:PD|C-Class:PD|E-Class:PD|S-Class:PD|GLA:PD|GLC:PDH|GLE:PD|GLS:PD|G-Class:PD|EQS:E|Sprinter:D|Vito:D|Actros:D',
  ],
  [27, 'BMW', 'car', '1 Series:P|2 Series:PD|3 Series:PDH|5 Series:PDH|7 Series:PH|X1:PD|X3:PD|X5:PDH|X7:PD|iX:E|i4:E'],
  [28, 'Audi', 'car', 'A3:P|A4:P|A6:P|A8:P|Q2:P|Q3:P|Q5:P|Q7:P|Q8:P|e-tron:E'],
  [29, 'Lexus', 'car', 'ES:H|IS:P|LS:H|NX:PH|RX:PH|LX:P|GX:P|UX:H'],
  [30, 'Infiniti', 'car', 'Q50:P|QX50:P|QX60:P|QX80:P'],
  [
    31,
    'Land Rover',
    'car',
    'Defender:PD|Discovery:PD|Discovery Sport:PD|Range Rover:PDH|Range Rover Sport:PDH|Range Rover Evoque:PD|Range Rover Velar:PD',
  ],
  [32, 'Volvo', 'car', 'XC40:PE|XC60:PH|XC90:PH|S60:P|S90:PH|FH:D|FMX:D'],
  [33, 'Peugeot', 'car', '208:P|2008:P|301:P|3008:PD|5008:PD|Partner:D|Landtrek:D'],
  [34, 'Citroen', 'car', 'C3:P|C3 Aircross:P|Basalt:P|eC3:E|C5 Aircross:PD|Berlingo:D'],
  [35, 'Fiat', 'car', 'Mobi:P|Argo:P|Pulse:P|Strada:P|Toro:PD|500:PE|Ducato:D'],
  [36, 'SEAT', 'car', 'Ibiza:P|Leon:P|Arona:P|Ateca:P|Tarraco:P'],
  [37, 'Cupra', 'car', 'Formentor:P|Born:E|Leon:P'],
  [38, 'GAC', 'car', 'GS3:P|GS4:P|GS8:PH|GA4:P|GA6:P|GN6:P|Emkoo:PH|Empow:P'],
  [39, 'Geely', 'car', 'Coolray:P|Emgrand:P|Okavango:P|Monjaro:P|Tugella:P|Azkarra:PH|Geometry C:E'],
  [40, 'Changan', 'car', 'Alsvin:P|CS35 Plus:P|CS55 Plus:P|CS75 Plus:P|CS85:P|CS95:P|UNI-T:P|UNI-K:P|Hunter:D|Eado:P'],
  [41, 'Chery', 'car', 'Tiggo 2:P|Tiggo 4 Pro:P|Tiggo 7 Pro:PH|Tiggo 8 Pro:PH|Arrizo 5:P|Arrizo 6:P|Omoda 5:PE'],
  [42, 'Haval', 'car', 'Jolion:PH|H6:PH|H9:P|Dargo:P'],
  [43, 'Great Wall', 'car', 'Wingle:D|Poer:PD|Tank 300:P|Tank 500:P'],
  [44, 'JAC', 'car', 'J7:P|JS2:P|JS3:P|JS4:P|JS8:P|Sei2:P|Sei4:P|T8:D|Frison T8:D|E10X:E|X200:D'],
  [45, 'BYD', 'car', 'Atto 3:E|Seal:E|Dolphin:E|Dolphin Mini:E|Han:E|Tang:E|Song Plus:EH|Shark:H|eMax 7:E|Sealion 7:E'],
  [46, 'MG Motor (SAIC)', 'car', 'MG ZS:P|MG HS:PH|MG RX8:P|MG GT:P|MG 4:E|MG One:P'],
  [47, 'Hino', 'car', '300 Series:D|500 Series:D|700 Series:D|Dutro:D'],
  [48, 'Ashok Leyland', 'car', 'Dost:D|Bada Dost:D|Partner:D|Ecomet:D|Boss:D'],
  [49, 'Eicher', 'car', 'Pro 2049:D|Pro 3015:D|Pro 6028:D|Skyline:D'],
  [50, 'Force Motors', 'car', 'Gurkha:D|Traveller:D|Urbania:D|Trax Cruiser:D'],
  [51, 'Porsche', 'car', '911:P|Cayenne:PH|Macan:PE|Panamera:PH|Taycan:E'],
  [52, 'Jaguar', 'car', 'XE:P|XF:PD|F-Pace:PDH|E-Pace:P|I-Pace:E'],
  [53, 'Mini', 'car', 'Cooper:PE|Countryman:PE'],
  [54, 'Acura', 'car', 'Integra:P|TLX:P|RDX:P|MDX:P'],
  [55, 'Buick', 'car', 'Encore GX:P|Envista:P|Envision:P|Enclave:P'],
  [56, 'Cadillac', 'car', 'CT4:P|CT5:P|XT4:P|XT5:P|XT6:P|Escalade:PD|Lyriq:E'],
  [57, 'Lincoln', 'car', 'Corsair:PH|Nautilus:PH|Aviator:PH|Navigator:P'],
  [58, 'Genesis', 'car', 'G70:P|G80:PE|G90:P|GV70:PE|GV80:P'],
  [59, 'Proton', 'car', 'Saga:P|Persona:P|X50:P|X70:P'],
  [60, 'Foton', 'car', 'Tunland:D|View:D|Aumark:D|Auman:D'],
];

const BIKES: Entry[] = [
  [
    101,
    'Hero',
    'bike',
    'Splendor Plus:P|HF Deluxe:P|Passion Plus:P|Glamour:P|Super Splendor:P|Xtreme 125R:P|Xtreme 160R:P|Xpulse 200:P|Destini 125:P|Pleasure Plus:P|Xoom:P|Mavrick 440:P|Vida V1:E',
  ],
  [
    102,
    'Honda Motorcycles',
    'bike',
    'Activa 6G:P|Activa 125:P|Dio:P|Shine 100:P|SP 125:P|Shine 125:P|Unicorn:P|Hornet 2.0:P|CB350:P|Hness CB350:P|Navi:P|CBR150R:P|XR150L:P|Wave 110:P|CB190R:P|Activa e:E',
  ],
  [
    103,
    'Bajaj',
    'bike',
    'Platina:P|CT 110X:P|Pulsar 125:P|Pulsar 150:P|Pulsar N160:P|Pulsar NS200:P|Pulsar RS200:P|Dominar 400:P|Avenger:P|Freedom 125:CP|Chetak:E|Boxer:P|RE:PL',
  ],
  [
    104,
    'TVS',
    'bike',
    'XL100:P|Jupiter:P|Ntorq 125:P|Raider 125:P|Apache RTR 160:P|Apache RTR 200:P|Apache RR 310:P|Ronin:P|Radeon:P|Star City Plus:P|Sport:P|HLX 125:P|iQube:E|King:P',
  ],
  [
    105,
    'Royal Enfield',
    'bike',
    'Classic 350:P|Bullet 350:P|Hunter 350:P|Meteor 350:P|Himalayan 450:P|Guerrilla 450:P|Interceptor 650:P|Continental GT 650:P|Super Meteor 650:P',
  ],
  [
    106,
    'Yamaha',
    'bike',
    'FZ-S:P|FZ-X:P|MT-15:P|R15:P|Fascino 125:P|RayZR 125:P|Aerox 155:P|YBR 125:P|Crux:P|XTZ 125:P|NMAX:P|MT-07:P|YZF-R3:P',
  ],
  [
    107,
    'Suzuki Motorcycles',
    'bike',
    'Access 125:P|Burgman Street:P|Avenis:P|Gixxer:P|Gixxer SF 250:P|V-Strom SX:P|GN 125:P|GSX-R150:P|Hayabusa:P',
  ],
  [108, 'KTM', 'bike', '125 Duke:P|200 Duke:P|250 Duke:P|390 Duke:P|RC 200:P|RC 390:P|390 Adventure:P'],
  [109, 'Kawasaki', 'bike', 'Ninja 300:P|Ninja 500:P|Z650:P|Versys 650:P|KLX 150:P|Ninja ZX-10R:P'],
  [110, 'Italika', 'bike', 'FT125:P|FT150:P|DM150:P|DS150:P|Vort-X 200:P|WS150:P|125Z:P|AT110:P|D125:P|XY150:P'],
  [111, 'Vento Motos', 'bike', 'Workman 150:P|Rocketman 250:P|Nitrox 250:P|Tornado 250:P|Atom 150:P'],
  [112, 'Harley-Davidson', 'bike', 'Street Glide:P|Road Glide:P|Fat Boy:P|Sportster S:P|X440:P|Pan America:P'],
  [113, 'Boxer (East Africa)', 'bike', 'BM 100:P|BM 150:P|Boxer X150:P'],
  [114, 'Haojue', 'bike', 'DK150:P|HJ125:P|KA150:P|NK150:P'],
  [115, 'Ola Electric', 'bike', 'S1 Pro:E|S1 Air:E|S1 X:E|Roadster:E'],
  [116, 'Ather', 'bike', '450X:E|450S:E|Rizta:E'],
  [117, 'BMW Motorrad', 'bike', 'G 310 R:P|G 310 GS:P|R 1250 GS:P|S 1000 RR:P'],
  [118, 'Ducati', 'bike', 'Monster:P|Scrambler:P|Multistrada V4:P|Panigale V4:P'],
];

const FUEL: Record<string, string> = { P: 'PETROL', D: 'DIESEL', C: 'CNG', L: 'LPG', E: 'ELECTRIC', H: 'HYBRID' };

export interface CatalogueBrand {
  id: number;
  name: string;
  vehicleType: 'car' | 'bike';
}
export interface CatalogueModel {
  id: number;
  brandId: number;
  name: string;
  vehicleType: 'car' | 'bike';
  fuelTypes: string[];
}

export function catalogue(): { brands: CatalogueBrand[]; models: CatalogueModel[] } {
  const brands: CatalogueBrand[] = [];
  const models: CatalogueModel[] = [];
  for (const [id, name, vehicleType, list] of [...CARS, ...BIKES]) {
    brands.push({ id, name, vehicleType });
    list.split('|').forEach((entry, index) => {
      const [modelName = '', fuels = ''] = entry.split(':');
      models.push({
        id: id * 100 + index + 1,
        brandId: id,
        name: modelName,
        vehicleType,
        fuelTypes: [...fuels].map((f) => FUEL[f] ?? 'PETROL'),
      });
    });
  }
  return { brands, models };
}
