package engine

import "testing"

// Snacks, sides and sweets a pantry names at once (cook reviews scored these 1–2 when
// another dish stood in): onion bhajis and pakoras from gram flour, baba ganoush,
// tzatziki, fried calamari, churros and a tiramisu that fits an evening.
func TestSnacksFromTheirPantry(t *testing.T) {
	checkDishCases(t, []dishCase{
		{"gram flour, onions, cumin, turmeric, chilli powder, vegetable oil", "", 0, 4, "onion bhajis", "bhaji"},
		{"besan, 2 red onions, green chillies, fresh coriander, oil", "indian", 40, 2, "onion bhajis", "bhaji"},
		{"chickpea flour, onion, garam masala, natural yoghurt, mint, lemon", "", 45, 6, "onion bhajis", "bhaji"},
		{"besan, spinach, potato, onions, garam masala, oil", "indian", 0, 4, "pakoras", "bhaji"},
		{"gram flour, cauliflower, chilli powder, turmeric, ginger", "", 40, 4, "cauliflower pakoras", "bhaji"},
		{"aubergine, tahini, lemon, garlic, pitta", "", 0, 4, "baba ganoush", "baba ganoush"},
		{"2 eggplants, tahini, lemon juice, garlic, olive oil, smoked paprika, parsley", "middle-eastern", 75, 6, "baba ganoush", "baba ganoush"},
		{"aubergines, greek yoghurt, garlic, lemon, flatbreads, pomegranate seeds", "", 0, 2, "eggplant dip", "baba ganoush"},
		{"greek yoghurt, cucumber, garlic, dill", "", 0, 4, "tzatziki", "tzatziki"},
		{"natural yogurt, half a cucumber, mint, garlic, pitta bread, carrots", "greek", 15, 2, "tzatziki", "tzatziki"},
		{"squid, flour, lemon, oil", "", 0, 4, "fried calamari", "fried calamari"},
		{"calamari rings, plain flour, paprika, garlic, mayonnaise, lemon, parsley", "spanish", 30, 2, "fried calamari", "fried calamari"},
		{"squid tubes, semolina, lemons, sunflower oil", "greek", 0, 4, "fried calamari", "fried calamari"},
		{"plain flour, water, butter, sugar, cinnamon, dark chocolate", "", 0, 4, "churros con chocolate", "churros"},
		{"all-purpose flour, caster sugar, ground cinnamon, unsalted butter, vegetable oil", "spanish", 40, 6, "churros", "churros"},
		{"flour, sugar, cinnamon, butter, eggs, milk, chocolate chips", "mexican", 0, 4, "churros", "churros"},
		{"savoiardi, mascarpone, coffee, cocoa, eggs, sugar", "", 60, 4, "tiramisu", "tiramisu pots"},
		{"sponge cake, mascarpone, instant coffee, cocoa powder, double cream, sugar", "italian", 0, 6, "tiramisu", "tiramisu"},
		{"trifle sponges, mascarpone, espresso, icing sugar, whipping cream, cocoa", "", 50, 2, "tiramisu", "tiramisu pots"},
	})
}

// What each of them says: the pot of frying oil on its line, only what the food soaks
// up counted; the onions salted to give their juice; the chill that fits the time.
func TestSnacksSteps(t *testing.T) {
	checkTextCases(t, []textCase{
		{"gram flour, onions, cumin, turmeric, chilli powder, vegetable oil", "indian", "snack", "", 4, 40,
			`^Onion Bhajis(.|\n)*1 litre vegetable oil, for deep-frying \(the food soaks up about 4 tbsp of it\)(.|\n)*salt draws out their juice(.|\n)*thick, sticky batter(.|\n)*180°C`, `prepare the vegetable oil|unused|Ratatouille`},
		{"cod, potatoes, flour, beer, oil, lemon", "british", "dinner", "", 4, 0,
			`2 litres vegetable oil, for deep-frying \(the food soaks up about 4 tbsp of it\)`, `tbsp vegetable oil, for deep`},
		{"squid, plain flour, lemon, garlic, mayonnaise, sunflower oil", "", "", "", 2, 30,
			`^Fried Calamari(.|\n)*1–2 minutes, no longer(.|\n)*garlic mayonnaise`, `unused|a la Plancha`},
		{"aubergine, tahini, lemon, garlic, pitta", "", "", "", 4, 0,
			`^Baba Ganoush(.|\n)*blackened(.|\n)*drain off its bitter juice(.|\n)*warm pita wedges`, `unused|Traybake`},
		{"greek yoghurt, cucumber, garlic, dill", "", "", "", 4, 0,
			`^Tzatziki(.|\n)*squeeze the cucumber hard`, `unused|Salad`},
		{"plain flour, water, butter, sugar, cinnamon, dark chocolate", "spanish", "dessert", "", 4, 0,
			`^Churros con Chocolate(.|\n)*star nozzle(.|\n)*cinnamon sugar(.|\n)*chocolate sauce`, `unused|Fondant`},
		{"savoiardi, mascarpone, coffee, cocoa, eggs, sugar", "italian", "dessert", "", 4, 60,
			`^Tiramisu in Glasses(.|\n)*Chill for 30 minutes`, `Omelette|unused`},
	})
}
