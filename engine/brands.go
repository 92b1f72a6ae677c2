package engine

import (
	"slices"
	"strings"
)

// Brands on a pantry line: "Kikkoman soy sauce" is soy sauce, "Patak's tikka paste" is
// tikka paste, "gnocchi (Dell'Ugo pack)" is gnocchi, and "Lurpak" alone is butter. A
// brand is only ever taken off a line whose food the table does not know as written,
// and only a brand of this list, or a possessive name before a food: a brand that
// makes a food something else (Quorn mince is not beef mince, Alpro yoghurt is not
// dairy) is never taken off, so a wrong food is never read.

// brandFoods are the brands a cook writes before a food, each with the food its name
// alone stands for ("" where the brand makes many foods: "Heinz" alone is unknown).
// Keys are lower-case, without apostrophes.
var brandFoods = map[string]string{
	// butter and spreads
	"lurpak": "butter", "kerrygold": "butter", "anchor": "butter", "country life": "butter", "president": "butter",
	"land o lakes": "butter", "tillamook": "", "cabot": "", "kerry": "",
	// sauces, condiments, pastes
	"kikkoman": "soy sauce", "amoy": "", "blue dragon": "", "lee kum kee": "", "pearl river bridge": "soy sauce",
	"yamasa": "soy sauce", "pataks": "indian curry paste", "sharwoods": "", "geetas": "", "heinz": "",
	"hellmanns": "mayonnaise", "best foods": "mayonnaise", "dukes": "mayonnaise", "helmanns": "mayonnaise",
	"frenchs": "", "colmans": "", "maille": "dijon mustard", "grey poupon": "dijon mustard",
	"lea perrins": "worcestershire sauce", "lea and perrins": "worcestershire sauce", "hp": "", "daddies": "",
	"branston": "", "sarsons": "", "huy fong": "sriracha", "cholula": "hot sauce", "franks": "hot sauce",
	"tabasco": "hot sauce", "nandos": "", "mae ploy": "", "thai taste": "", "thai kitchen": "", "maesri": "", "aroy d": "", "squid brand": "fish sauce",
	"red boat": "fish sauce", "three crabs": "fish sauce", "tiparos": "fish sauce", "chaokoh": "coconut milk",
	"ayam": "", "maggi": "", "knorr": "", "oxo": "", "bisto": "gravy granules", "kallo": "", "marigold": "",
	"bovril": "", "dolmio": "", "loyd grossman": "", "lloyd grossman": "", "sacla": "", "seeds of change": "",
	"homepride": "", "ragu": "", "prego": "", "raos": "", "bertolli": "", "newmans own": "", "kewpie": "mayonnaise",
	"mutti": "", "cirio": "", "napolina": "", "hunts": "", "del monte": "", "dole": "", "green giant": "",
	"goya": "", "la costena": "", "herdez": "", "old el paso": "", "mission": "", "santa maria": "",
	"el paso": "", "ortega": "", "valentina": "hot sauce", "el yucateco": "hot sauce", "sempio": "",
	"chung jung one": "", "cj": "", "bibigo": "", "jongga": "kimchi", "mother in laws": "", "s&b": "",
	"mizkan": "", "marukome": "miso", "hikari": "miso", "nongshim": "", "nissin": "", "maruchan": "",
	"old bay": "", "rotel": "canned diced tomatoes", "lawrys": "", "mccormick": "", "schwartz": "", "simply organic": "", "spice islands": "",
	"morton": "salt", "diamond crystal": "kosher salt", "saxa": "salt",
	"marmite": "", "vegemite": "", "nutella": "", "bonne maman": "", "hartleys": "", "smuckers": "",
	"jif": "peanut butter", "skippy": "peanut butter", "whole earth": "", "sun pat": "peanut butter", "sunpat": "peanut butter",
	"tate lyle": "", "tate and lyle": "", "tate & lyle": "", "green & blacks": "", "green and blacks": "", "silver spoon": "sugar", "domino": "sugar", "billingtons": "",
	"lyles": "golden syrup", "carnation": "", "nestle": "", "toll house": "", "nestle toll house": "", "cadbury": "", "cadburys": "", "lindt": "",
	"hersheys": "", "bakers": "", "ghirardelli": "", "dr oetker": "", "mccormicks": "",
	"filippo berio": "olive oil", "colavita": "olive oil", "california olive ranch": "olive oil", "crisco": "",
	"wesson": "", "mazola": "", "pam": "", "fry light": "", "frylight": "",
	// dairy and eggs
	"philadelphia": "cream cheese", "philly": "cream cheese", "boursin": "", "cathedral city": "cheddar",
	"pilgrims choice": "cheddar", "seriously": "cheddar", "castello": "", "galbani": "", "president brie": "brie",
	"arla": "", "lactofree": "", "cravendale": "milk", "yeo valley": "", "fage": "greek yogurt", "total": "",
	"chobani": "", "oikos": "", "siggis": "", "stonyfield": "", "onken": "", "muller": "", "activia": "",
	"horizon": "", "organic valley": "", "daisy": "sour cream", "breakstones": "", "sargento": "", "kraft": "",
	"happy egg": "egg", "the happy egg co": "egg", "happy egg co": "egg", "clarence court": "egg",
	"egglands best": "egg", "pete and gerrys": "egg", "vital farms": "egg", "burford browns": "egg", "burford brown": "egg",
	// bread, pasta, rice, grains
	"warburtons": "bread", "hovis": "bread", "kingsmill": "bread", "allinson": "", "allinsons": "",
	"roberts": "bread", "jacksons": "bread", "wonder": "bread", "pepperidge farm": "", "daves killer bread": "bread",
	"dell ugo": "", "dellugo": "", "barilla": "", "de cecco": "", "rummo": "", "garofalo": "", "la molisana": "",
	"giovanni rana": "", "rana": "", "tilda": "basmati rice", "veetee": "", "uncle bens": "", "bens original": "",
	"mahatma": "", "riviana": "", "zatarains": "", "quaker": "oats", "scotts": "oats", "flahavans": "oats",
	"jordans": "", "kelloggs": "", "bobs red mill": "", "king arthur": "", "gold medal": "", "pillsbury": "",
	"homepride flour": "", "mccains": "", "mccain": "", "birds eye": "", "aunt bessies": "", "jus rol": "",
	"jusrol": "", "ore ida": "",
	// meat and fish
	"richmond": "pork sausage", "walls": "pork sausage", "heck": "", "cumberland": "", "oscar mayer": "",
	"johnsonville": "", "hillshire farm": "", "jimmy dean": "breakfast sausage", "bob evans": "breakfast sausage", "boars head": "", "bernard matthews": "",
	"john west": "", "princes": "", "bumble bee": "", "starkist": "", "chicken of the sea": "", "glenryck": "",
	"youngs": "", "gortons": "", "mowi": "", "the saucy fish co": "", "saucy fish co": "",
	// stock
	"swanson": "", "college inn": "", "pacific": "", "imagine": "", "better than bouillon": "chicken broth", "lipton": "", "campbells": "",
	"progresso": "", "baxters": "",
	// shops and their ranges
	"tesco": "", "tesco finest": "", "finest": "", "sainsburys": "", "sainsburys taste the difference": "",
	"taste the difference": "", "by sainsburys": "", "asda": "", "asda extra special": "", "extra special": "",
	"waitrose": "", "waitrose essential": "", "essential": "", "waitrose duchy": "", "duchy organic": "",
	"m&s": "", "marks and spencer": "", "marks & spencer": "", "aldi": "", "lidl": "", "morrisons": "",
	"morrisons the best": "", "co-op": "", "coop": "", "co op": "", "ocado": "", "iceland": "", "booths": "",
	"trader joes": "", "whole foods": "", "365": "", "kirkland": "", "kirkland signature": "", "great value": "",
	"kroger": "", "costco": "", "wegmans": "", "publix": "", "safeway": "", "target": "", "good & gather": "",
	"good and gather": "", "market pantry": "", "aldi specially selected": "", "specially selected": "",
	"everyday essentials": "", "stockwell": "", "hubbards": "", "tesco value": "", "value": "", "basics": "", "sainsburys basics": "", "everyday": "",
	"betty crocker": "", "hidden valley": "", "président": "butter", "nestlé": "", "robertsons": "", "mcvities": "",
	"clover": "", "rachels": "", "polenghi": "lemon juice", "biona": "", "trex": "", "atora": "suet", "velveeta": "",
	"annies": "", "müller": "", "land olakes": "butter",
}

// brandFoodsChanged are brands whose food is another than the plain word after them:
// Quorn mince is no beef mince, Alpro yoghurt no dairy, Schär bread no wheat bread.
// They are never taken off a line.
var brandFoodsChanged = map[string]bool{"quorn": true, "linda mccartney": true, "linda mccartneys": true,
	"alpro": true, "oatly": true, "violife": true, "beyond": true, "beyond meat": true, "impossible": true,
	"this": true, "tofurky": true, "gardein": true, "morningstar": true, "vivera": true, "heura": true,
	"naked glory": true, "moving mountains": true, "garden gourmet": true, "cauldron": true, "schar": true,
	"genius": true, "free from": true, "freefrom": true, "silk": true, "so delicious": true, "daiya": true,
	"follow your heart": true, "sheese": true, "koko": true, "flora plant": true, "vitalite": true,
	"meatless farm": true, "richmond meat free": true, "plant chef": true, "wicked kitchen": true, "squeaky bean": true,
	"light": true, "lighter": true, "skinny": true, "sugar free": true, "no added sugar": true,
}

// changedBrandAlone are the brands of brandFoodsChanged whose name alone is one food.
var changedBrandAlone = map[string]string{"oatly": "oat milk", "quorn": "quorn mince"}

// notBrands are possessive words that name a kind of food, not who made it: farmer's
// cheese is a fresh curd, not any cheese.
var notBrands = map[string]bool{"farmers": true, "shepherds": true, "devils": true, "angels": true, "cooks": true,
	"confectioners": true, "bakers": true, "butchers": true, "ploughmans": true, "ladys": true, "ladies": true, "lambs": true}

// brandKey is a word as brandFoods holds it: lower-case, its apostrophes taken out
// ("Patak's" is "pataks", "Dell'Ugo" is "dellugo").
func brandKey(w string) string {
	w = lowered(strings.Trim(w, ",;:.()"))
	if strings.ContainsAny(w, "'’-") {
		w = replacePhrases(w, "'", "", "’", "", "-", " ")
	}
	return w
}

// leadingBrand returns how many of words at their front name a brand (a key of
// brandFoods, the longest first) or a possessive name before a food ("Granny's"),
// with the food that brand alone stands for; 0 when they start with none, or with a
// brand that changes the food.
func leadingBrand(words []string) (int, string) {
	for n := min(4, len(words)); n >= 1; n-- {
		key := brandKey(strings.Join(words[:n], " "))
		if food, ok := changedBrandAlone[key]; ok && n == len(words) {
			return n, food // "Oatly" alone is oat milk; "Oatly" before a word is left as written
		}
		if brandFoodsChanged[key] {
			return 0, ""
		}
		if food, ok := brandFoods[key]; ok {
			return n, food
		}
		// "Dell'Ugo" also written "Dell Ugo": the words joined.
		if n > 1 {
			if food, ok := brandFoods[brandKey(strings.Join(words[:n], ""))]; ok {
				return n, food
			}
		}
	}
	// A possessive name, "Sharwood's", "Mrs Elswood's", "Lloyd Grossman's": up to three
	// capitalised words, the last one possessive, before a food.
	for i := 0; i < min(3, len(words)-1); i++ {
		w := words[i]
		if w == "" || w[0] < 'A' || w[0] > 'Z' {
			return 0, ""
		}
		if strings.HasSuffix(w, "'s") || strings.HasSuffix(w, "’s") || strings.HasSuffix(w, "s'") {
			if notBrands[brandKey(w)] {
				return 0, ""
			}
			if brandFoodsChanged[brandKey(strings.Join(words[:i+1], " "))] ||
				brandFoodsChanged[strings.TrimSuffix(brandKey(strings.Join(words[:i+1], " ")), "s")] {
				return 0, ""
			}
			return i + 1, ""
		}
	}
	return 0, ""
}

// matchBranded reads words that start with a brand: the food after it, or the food
// the brand alone stands for. It returns the name, the words set aside, and whether a
// food was found.
func matchBranded(l *Line, words []string) (string, []string, bool) {
	n, alone := leadingBrand(words)
	if n == 0 {
		return "", nil, false
	}
	rest := words[n:]
	brand := strings.Join(words[:n], " ")
	if len(rest) == 0 {
		if alone == "" {
			return "", nil, false
		}
		l.found(mustLookup(alone))
		l.Note = `"` + brand + `" read as ` + alone
		return alone, nil, true
	}
	if stockBrands[brandKey(brand)] && !slices.ContainsFunc(rest, isStockWord) {
		// "Better Than Bouillon chicken", "Knorr beef": the brand's stock of that kind,
		// never the chicken itself.
		rest = append(slices.Clone(rest), "stock")
	}
	if w := brandKey(rest[len(rest)-1]); w == "base" || w == "concentrate" {
		rest = append(slices.Clone(rest[:len(rest)-1]), "stock") // "chicken base" is a stock concentrate
	}
	if allDescribe(rest) {
		if alone == "" {
			return "", nil, false
		}
		rest = []string{alone} // "Lurpak spreadable": the brand's food
	}
	if w := brandKey(rest[len(rest)-1]); (w == "cube" || w == "cubes" || w == "pot" || w == "pots") &&
		!slices.ContainsFunc(rest, func(x string) bool { return brandKey(x) == "stock" }) {
		// "Knorr cubes", "Oxo chicken cubes": stock cubes, never cubes of chicken
		rest = append(slices.Clone(rest[:len(rest)-1]), "stock", rest[len(rest)-1])
	}
	if more, _ := leadingBrand(rest); more > 0 {
		return matchBranded(l, rest) // "Tesco Finest chicken thighs"
	}
	name, lead := matchFood(l, rest)
	if !l.Known {
		return "", nil, false
	}
	if l.Note != "" && alone != "" && namesKind(alone, name) {
		// "Jimmy Dean sausage": the brand says which sausage the generic word is.
		l.forget()
		if !l.match(alone) {
			return "", nil, false
		}
		note := `"` + brand + " " + name + `" read as ` + alone
		if l.Note != "" {
			note += "; " + l.Note
		}
		l.Note = note
		return alone, lead, true
	}
	return name, lead, true
}

// namesKind reports whether food is a kind of the generic word: it holds the word's
// last word, "sausage meat" of "sausage", "cream cheese" of "cheese".
func namesKind(food, word string) bool {
	word = strings.ToLower(word)
	last := strings.TrimSuffix(word[strings.LastIndexByte(word, ' ')+1:], "s")
	return slices.ContainsFunc(strings.Fields(food), func(w string) bool { return strings.TrimSuffix(w, "s") == last })
}

// stockBrands are the brands that make stock: "Knorr chicken" is chicken stock.
var stockBrands = map[string]bool{"oxo": true, "knorr": true, "better than bouillon": true, "kallo": true,
	"marigold": true, "bovril": true, "swanson": true, "college inn": true, "pacific": true, "imagine": true}

// isStockWord is a word that says a line is a stock already.
func isStockWord(w string) bool {
	switch strings.TrimSuffix(brandKey(w), "s") {
	case "stock", "broth", "bouillon", "cube", "pot", "granule", "powder", "base", "concentrate", "gravy", "paste", "jelly":
		return true
	}
	return false
}

// allDescribe reports whether every word only describes a food ("spreadable").
func allDescribe(words []string) bool {
	for _, w := range words {
		if w = lowered(w); !descriptors[w] && !prepWords[w] {
			return false
		}
	}
	return len(words) > 0
}
