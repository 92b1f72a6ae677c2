package engine

import (
	"strings"
	"testing"
)

// Words home cooks of every cuisine of CONTRACT §5 write in a pantry: each resolves to a
// food of the table, never "not a known ingredient" (review 7 dropped doubanjiang, roti
// and bomba rice, and with them the mapo tofu, the bhurji's bread and the paella).
func TestPantryWordsOfEveryCuisineAreKnown(t *testing.T) {
	words := map[string]string{
		"chinese": "doubanjiang, chili bean paste, black vinegar, chinkiang vinegar, shaoxing wine, hoisin, oyster sauce, " +
			"sichuan peppercorns, star anise, five spice, bao buns, wonton wrappers, gai lan, wood ear mushrooms, water chestnuts, lotus root",
		"japanese": "mirin, sake, dashi, bonito flakes, katsuobushi, kombu, nori, white miso, furikake, shichimi togarashi, " +
			"japanese rice, udon, soba, panko, ponzu, tonkatsu sauce, kewpie mayo, pickled ginger, wasabi, matcha, enoki, mochiko",
		"korean": "gochugaru, gochujang, doenjang, kimchi, perilla leaves, tteok, toasted sesame oil, black sesame seeds",
		"thai":   "thai basil, holy basil, fish sauce, lemongrass, galangal, kaffir lime leaves, red curry paste, palm sugar, shrimp paste, tamarind",
		"vietnamese": "rice paper, vermicelli, pho noodles, nuoc cham, vietnamese mint, pickled daikon, banh mi rolls, bean sprouts, " +
			"fish balls, sriracha, hoisin sauce",
		"indian": "paneer, ghee, roti, chapati, paratha, naan, curry leaves, garam masala, asafoetida, hing, fenugreek, kasuri methi, " +
			"amchur, ajwain, nigella seeds, kalonji, urad dal, chana dal, moong dal, atta, besan, jaggery, basmati",
		"middle-eastern": "tahini, harissa, za'atar, sumac, labneh, halloumi, pita, lavash, freekeh, bulgur, pomegranate molasses, " +
			"baharat, ras el hanout, dukkah, aleppo pepper, urfa biber, preserved lemons, rose water, orange blossom water",
		"greek":         "feta, kalamata olives, kefalotyri, kasseri, phyllo, orzo, greek yogurt, dill",
		"mediterranean": "couscous, pine nuts, capers, anchovies, sun-dried tomatoes, figs",
		"italian": "pecorino, guanciale, nduja, mascarpone, ricotta salata, burrata, fontina, taleggio, grana padano, polenta, farro, " +
			"arborio, carnaroli, cannellini, passata, semolina",
		"spanish": "bomba rice, calasparra rice, chorizo, manchego, piquillo peppers, pimenton, sherry vinegar, saffron, serrano ham, jamon",
		"mexican": "chipotle in adobo, masa harina, corn tortillas, tortillas, cotija, queso fresco, oaxaca cheese, mexican crema, " +
			"tomatillos, ancho chiles, guajillo chiles, pasilla, epazote, pepitas, hominy, achiote",
		"american": "buttermilk, cornmeal, grits, molasses, brioche buns, hot dog buns, duck fat, seitan, cranberries, " +
			"overripe bananas, clotted cream, custard, plums, nectarines, persimmon, quince, lychee, papaya, passion fruit, " +
			"tapioca starch, potato starch, arrowroot, agar",
	}
	n := 0
	for cuisine, list := range words {
		for _, w := range strings.Split(list, ",") {
			w = strings.TrimSpace(w)
			n++
			if l := ParseLine(w); !l.Known {
				t.Errorf("%s pantry word %q is not a known ingredient", cuisine, w)
			}
		}
	}
	if n < 180 {
		t.Errorf("only %d words listed", n)
	}
	// The words that name a food of their own keep their name; the rest read as the
	// nearest food a cook would use the same way.
	for word, food := range map[string]string{
		"doubanjiang": "chili bean paste", "toban djan": "chili bean paste", "roti": "roti", "chapati": "roti",
		"bomba rice": "bomba rice", "thai basil": "basil", "vermicelli": "rice noodles", "kasuri methi": "fenugreek",
		"chana dal": "split peas", "atta": "whole wheat flour", "katsuobushi": "bonito flakes", "overripe bananas": "banana",
		"grana padano": "parmesan", "oaxaca cheese": "mozzarella", "jamon": "serrano ham", "ancho chiles": "dried chiles",
	} {
		if l := ParseLine(word); !l.Known || l.Ingredient.Name != food {
			t.Errorf("%q reads as %q, want %q", word, l.Ingredient.Name, food)
		}
	}
}

// A pantry's signature word is cooked, not dropped: the mapo tofu keeps its doubanjiang (chili bean paste),
// the bhurji its roti, the paella its bomba rice (review 7 rows 25, 28, 33).
func TestSignatureWordsAreCooked(t *testing.T) {
	cases := []struct {
		pantry, cuisine string
		minutes         int
		servings        int
		keep            string // the food the recipe must list from the pantry
		title           string
	}{
		{"ground pork, tofu, garlic, ginger, doubanjiang, scallions, rice", "chinese", 30, 3, "chili bean paste", "mapo"},
		{"eggs, onion, tomato, green chili, turmeric, cilantro, roti", "indian", 20, 2, "roti", "bhurji"},
		{"bomba rice, shrimp, mussels, chorizo, saffron, onion, bell pepper, chicken stock, peas", "spanish", 75, 6, "bomba rice", "paella"},
	}
	for _, c := range cases {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ","), Cuisine: c.cuisine, TimeAvailable: c.minutes, Servings: c.servings})
		if err != nil {
			t.Errorf("%q: %v", c.pantry, err)
			continue
		}
		if !strings.Contains(strings.ToLower(rec.Title), c.title) {
			t.Errorf("%q: got %q, want a %s", c.pantry, rec.Title, c.title)
		}
		kept := false
		for _, l := range rec.Ingredients {
			kept = kept || l.Name == c.keep && l.FromPantry
		}
		if !kept {
			t.Errorf("%q: %q leaves out the %s", c.pantry, rec.Title, c.keep)
		}
		for _, e := range rec.ExcludedIngredients {
			if e.Reason == "not a known ingredient" {
				t.Errorf("%q: %s is not a known ingredient", c.pantry, e.Name)
			}
		}
	}
}
