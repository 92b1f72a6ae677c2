package engine

import "strings"

// CategorySuggestion is the likely pantry category of an item, how sure the guess is
// (0 to 1), and other categories it could reasonably be filed under.
type CategorySuggestion struct {
	Name         string   `json:"name"`
	Category     string   `json:"category"`
	Confidence   float64  `json:"confidence"`
	Alternatives []string `json:"alternatives"`
}

// categoryAlternatives are where a food of a category is also often kept.
var categoryAlternatives = map[string][]string{
	"produce": {"frozen", "canned-jarred"}, "herbs": {"produce", "spices-seasonings"},
	"meat": {"frozen"}, "poultry": {"frozen"}, "seafood": {"frozen", "canned-jarred"},
	"dairy": {}, "eggs": {"dairy"}, "bakery": {"frozen"}, "grains-pasta": {"baking"},
	"legumes": {"canned-jarred", "grains-pasta"}, "canned-jarred": {"condiments-sauces"},
	"condiments-sauces": {"canned-jarred"}, "spices-seasonings": {"baking"}, "oils-vinegars": {"condiments-sauces"},
	"baking": {"grains-pasta", "sweeteners"}, "nuts-seeds": {"snacks", "baking"}, "sweeteners": {"baking"},
	"frozen": {"produce"}, "beverages": {}, "snacks": {"bakery"}, "other": {},
}

// categoryWords guess a category for foods the table does not know, by a telling word.
var categoryWords = []struct {
	words    []string
	category string
}{
	{[]string{"frozen"}, "frozen"},
	{[]string{"canned", "tinned", "jarred"}, "canned-jarred"},
	{[]string{"sauce", "dressing", "ketchup", "mustard", "relish", "paste", "marinade", "glaze"}, "condiments-sauces"},
	{[]string{"juice", "soda", "tea", "coffee", "wine", "beer", "cider", "kombucha", "lemonade", "drink"}, "beverages"},
	{[]string{"chips", "crackers", "cookies", "cookie", "candy", "bar", "bars", "popcorn", "jerky"}, "snacks"},
	{[]string{"bread", "bun", "buns", "roll", "rolls", "bagel", "muffin", "cake", "brioche", "loaf"}, "bakery"},
	{[]string{"cheese", "yogurt", "yoghurt", "cream", "kefir", "butter"}, "dairy"},
	{[]string{"spice", "seasoning", "powder", "rub", "masala"}, "spices-seasonings"},
	{[]string{"oil", "vinegar"}, "oils-vinegars"},
	{[]string{"nut", "nuts", "seed", "seeds"}, "nuts-seeds"},
	{[]string{"syrup", "sugar", "honey", "nectar"}, "sweeteners"},
	{[]string{"beans", "lentils", "peas", "dal"}, "legumes"},
	{[]string{"pasta", "noodles", "rice", "grain", "grains", "cereal", "oats"}, "grains-pasta"},
	{[]string{"flour", "yeast", "extract"}, "baking"},
	{[]string{"chicken", "turkey", "duck", "goose", "quail"}, "poultry"},
	{[]string{"beef", "pork", "lamb", "veal", "steak", "sausage", "bacon", "ham", "spam", "venison", "goat"}, "meat"},
	{[]string{"fish", "salmon", "tuna", "shrimp", "prawn", "crab", "lobster", "oyster", "oysters", "cod"}, "seafood"},
	{[]string{"egg", "eggs"}, "eggs"},
	{[]string{"herb", "herbs", "leaves"}, "herbs"},
	{[]string{"fruit", "berries", "berry", "melon", "squash", "greens", "lettuce", "pepper", "peppers"}, "produce"},
}

// SuggestCategory files a pantry item under one of Categories.
func SuggestCategory(name string) CategorySuggestion {
	s := CategorySuggestion{Name: strings.TrimSpace(name), Alternatives: []string{}}
	words := strings.Fields(normalizeName(name))
	stated := ""
	for _, w := range words {
		switch w {
		case "frozen":
			stated = "frozen"
		case "canned", "tinned", "jarred":
			stated = "canned-jarred"
		case "dried", "ground":
			if stated == "" {
				stated = "dried"
			}
		}
	}
	// The name as a whole first ("half and half" is a food, not half of "and half"),
	// then as an ingredient line ("2 lbs chicken thighs"), then its last words ("Maldon
	// sea salt" is sea salt).
	in, confidence := (*Ingredient)(nil), 0.0
	if found, ok := Lookup(name); ok {
		in, confidence = found, 0.95
	} else if l := ParseLine(name); l.Known {
		in, confidence = l.Ingredient, 0.95
		if !strings.EqualFold(normalizeName(l.Name), normalizeName(in.Name)) && !isAlias(in, l.Name) {
			confidence = 0.8
		}
	} else {
		for i := 1; i < len(words) && in == nil; i++ {
			if found, ok := Lookup(strings.Join(words[i:], " ")); ok {
				in, confidence = found, 0.7
			}
		}
	}
	if in != nil {
		s.Category, s.Confidence = in.Category, confidence
		switch {
		case stated == "frozen" && in.Category != "frozen", stated == "canned-jarred" && in.Category != "canned-jarred":
			s.Alternatives = append(s.Alternatives, in.Category)
			s.Category = stated
		case stated == "dried" && in.Category == "herbs":
			s.Alternatives = append(s.Alternatives, in.Category)
			s.Category = "spices-seasonings"
		}
		for _, alt := range categoryAlternatives[in.Category] {
			if alt != s.Category && !containsString(s.Alternatives, alt) {
				s.Alternatives = append(s.Alternatives, alt)
			}
		}
		return s
	}
	// A telling word, the last one first: the head of an English food name comes last
	// ("everything bagel seasoning" is a seasoning).
	for i := len(words) - 1; i >= 0; i-- {
		for _, cw := range categoryWords {
			if containsString(cw.words, words[i]) {
				s.Category, s.Confidence = cw.category, 0.55
				s.Alternatives = append(s.Alternatives, categoryAlternatives[cw.category]...)
				return s
			}
		}
	}
	s.Category, s.Confidence = "other", 0.2
	return s
}

func isAlias(in *Ingredient, name string) bool {
	n := normalizeName(name)
	for _, a := range in.Aliases {
		for _, f := range nameForms(n) {
			if normalizeName(a) == f {
				return true
			}
		}
	}
	for _, f := range nameForms(n) {
		if f == normalizeName(in.Name) {
			return true
		}
	}
	return false
}

func containsString(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
