package engine

import (
	"strings"
	"testing"
)

// The dish a cook would make of a pantry: the title names it, the technique cooks it.
// The first cases are the examples of issue #8.
func TestPantryMakesTheDishACookWouldMake(t *testing.T) {
	cases := []dishCase{
		// The examples.
		{"flour, sugar, butter, eggs, baking powder, milk, vanilla", "", 0, 8, "cake|muffins|cookies|pancakes", ""},
		{"chicken, chorizo, rice, peas", "spanish", 0, 4, "paella", "paella"},
		// A paella in 50 minutes: the stock warms during the prep and the prawns are peeled while the rice boils untouched (review 9, K17).
		{"prawns, chorizo, rice, a red pepper, an onion, frozen peas, saffron", "spanish", 50, 4, "paella", "paella"},
		{"shrimp, chorizo, rice, green beans, a tomato, saffron", "spanish", 50, 2, "paella", "paella"},
		{"beef, tortillas, cheddar, beans, salsa", "mexican", 0, 4, "tacos", "tacos"},
		{"chicken, coconut milk, curry paste, rice", "thai", 30, 4, "curry", "curry"},
		{"eggs, potatoes, onion", "spanish", 20, 4, "tortilla|potato and egg", ""},
		{"potatoes, eggs, onion, olive oil", "spanish", 0, 4, "tortilla española", "tortilla"},
		{"chicken thighs, onion, canned tomatoes, garam masala, cucumber, yogurt, basmati rice", "indian", 45, 4, "curry", "curry"}, // not a souvlaki plate: bite-size thigh simmers 20 minutes
		{"potatoes, eggs, onion, olive oil", "spanish", 45, 4, "tortilla española", "tortilla"},                                     // thinner slices, a shorter soak: not a scramble
		{"chicken breast, bacon, cheddar, cream cheese, broccoli", "", 40, 4, "creamy chicken", "creamy skillet"},
		{"chicken thighs, mushrooms, heavy cream, dijon mustard, tarragon", "", 0, 4, "creamy chicken", "creamy skillet"},
		{"pork chops, sour cream, mushrooms, onion", "", 0, 2, "creamy pork", "creamy skillet"},
		{"mussels, white wine, shallots, garlic, butter, parsley, baguette", "french", 30, 2, "mussels in white wine", "steamed shellfish"},
		{"clams, garlic, butter, parsley, bread", "", 0, 4, "clams in white wine", "steamed shellfish"},
		{"oats, milk, banana, honey", "", 15, 1, "porridge|oats", ""},
		{"eggs, spinach, feta, tomato", "", 15, 2, "omelette|scrambled|frittata|eggs", ""},
		{"red lentils, onion, carrot, celery", "", 0, 6, "lentil", "soup"},
		// Mexican and American.
		{"ground beef, flour tortillas, cheddar, black beans, salsa", "", 0, 4, "tacos", "tacos"},
		{"chicken breast, flour tortillas, bell peppers, onion", "mexican", 0, 4, "fajitas", "tacos"},
		{"flour tortillas, cheddar, black beans", "", 0, 2, "quesadillas", "quesadilla"},
		{"ground beef, kidney beans, canned tomatoes, onion", "", 0, 6, "chili", "stew"},
		{"chicken thighs, rice, black beans, corn, salsa", "mexican", 0, 4, "burrito bowl", "grain bowl"},
		{"macaroni, cheddar, milk, butter", "", 0, 4, "mac and cheese", "bechamel"},
		{"pork chops, apples, onion", "", 0, 2, "apples", "skillet"},
		{"beef chuck, carrots, potatoes, onion", "", 0, 6, "stew|pot roast", "stew|pot roast"},
		// World home cooking (review 22): çılbır, miso-glazed fish, jeera rice, creamy polenta.
		{"eggs, greek yoghurt, garlic, butter, pul biber", "", 15, 2, "çılbır", "cilbir"},
		{"free range eggs, plain yogurt, garlic cloves, salted butter, smoked paprika, pita", "turkish", 0, 4, "çılbır", "cilbir"},
		{"salmon, miso, rice, honey", "", 25, 2, "miso-glazed salmon", "miso glaze"},
		{"cod fillets, red miso, basmati rice, mirin, ginger", "japanese", 0, 4, "miso-glazed cod", "miso glaze"},
		{"basmati rice, jeera seeds, ghee, cardamom pods", "", 0, 4, "jeera rice", "jeera rice"},
		{"polenta, mushrooms, parmesan, butter, garlic", "italian", 45, 2, "polenta with mushroom", "polenta"},
		{"corn meal, pork sausages, parmesan, butter, crushed tomatoes", "", 0, 4, "polenta with", "polenta"},
		// A parmigiana of roasted slices in 75 minutes: the oven heats while the cook cuts, the cheese is cut while the slices roast (review 9, K27).
		{"aubergine, tomatoes, mozzarella, basil, parmesan, breadcrumbs", "italian", 75, 4, "eggplant parmesan", "parmigiana"},
		{"eggplant, canned tomatoes, mozzarella, pecorino, oregano", "", 75, 6, "eggplant parmesan", "parmigiana"},
		// Leftover mash, cheese, spring onion and an egg are potato cakes, the fishcake way without the fish (review 9, K35).
		{"leftover mashed potato, an egg, spring onions, some cheddar, flour", "", 25, 2, "potato cakes", "fishcakes"},
		{"mashed potatoes, 2 eggs, gruyere, chives, flour", "", 30, 4, "potato cakes", "fishcakes"},
		{"mashed potatoes, canned tuna, egg, scallions, flour", "", 30, 2, "fishcakes", "fishcakes"},
		// The vegetables of a half-empty fridge and a few eggs are fritters with a yoghurt dip, not a thin omelette (review 9, K22).
		{"half a cabbage, 2 carrots, some yoghurt, a courgette, an onion, 3 eggs", "", 30, 2, "fritters", "fritters"},
		{"2 zucchini, sweet potato, feta, eggs, flour, scallions", "", 40, 4, "fritters", "fritters"},
		// A pot roast braises the joint whole or in three big pieces and slices it, never chunks (review 9, K38).
		// Sweet potatoes, peanut butter, spinach and a tin are a peanut stew (review 12, K13); refried beans go in the rancheros.
		{"sweet potatoes, peanut butter, spinach, tin tomatoes, onion, ground coriander, chilli", "", 0, 3, "peanut stew", "stew"},
		{"corn tortillas, eggs, refried beans, salsa, queso fresco, avocado, coriander", "mexican", 0, 2, "huevos rancheros", ""},
		// Bacon, eggs, beans, mushrooms, tomatoes and bread for breakfast are a fry-up (review 12, K1).
		{"bacon, 6 eggs, baked beans, mushrooms, tomatoes, white sliced bread", "", 0, 2, "full english", "fry-up"},
		{"pork sausages, eggs, baked beans, bread", "", 30, 4, "full english", "fry-up"},
		{"eggs, bacon, toast", "", 15, 2, "full english|bacon|eggs", ""},
		// Wraps with cold chicken or tuna are rolled wraps, not tacos (review 12, K2).
		{"leftover roast chicken, spinach, 2 wraps, cheddar, mayo, lemon", "", 15, 2, "chicken salad wrap", "cold-sandwich"},
		{"tin of tuna, tortilla wraps, sweetcorn, mayonnaise, lettuce", "", 0, 3, "tuna wrap", "cold-sandwich"},
		// Chocolate, eggs and cream are a mousse; chocolate with ground almonds for a gluten-free bake are brownies;
		// a tin of sardines and sourdough are sardines on toast (review 12: a bought-cream custard, an avocado toast).
		{"200 g dark chocolate, 4 eggs, caster sugar, double cream, salt", "french", 0, 6, "chocolate mousse", "mousse"},
		{"tin of sardines in tomato sauce, 2 slices sourdough, lemon, chilli flakes, rocket", "", 10, 1, "sardines on toast", "toast"},
		{"sardines, bread, cherry tomatoes, olive oil", "", 0, 2, "sardines on toast", "toast"},
		// A tin of chickpeas in a tomato stew needs 12 minutes' simmer, not 20; hummus never blends a raw onion.
		{"chickpeas, tin of tomatoes, onion, garlic, cumin, smoked paprika, spinach, flatbreads", "middle-eastern", 30, 3, "chickpea and tomato stew", "stew"},
		{"cannellini beans, canned tomatoes, garlic, rosemary, kale", "", 25, 2, "stew|soup", ""},
		// Mince, onion, carrots, stock and peas without potatoes: savoury mince, not a stir-fry that leaves the stock.
		{"beef mince, onion, carrots, tomato purée, beef stock pot, frozen peas", "", 60, 4, "savoury mince", "stew"},
		{"lamb mince, onion, carrot, chicken stock, bread", "", 0, 2, "savoury mince", "stew"},
		// Eggs, pastry, milk and cheese are a quiche; without the pastry, eggs in a pan.
		{"eggs, ready-made pastry, bacon, cheddar, milk, onion", "", 90, 6, "quiche", "quiche"},
		{"eggs, shortcrust pastry, leek, gruyere, double cream", "french", 0, 4, "quiche", "quiche"},
		{"eggs, puff pastry, spinach, feta, milk", "", 80, 8, "quiche", "quiche"},
		{"eggs, bacon, cheddar, milk, onion", "", 30, 2, "omelette|scrambled|frittata", ""},
		// Pasta, a tin and parmesan are a tomato pasta, not a minestrone that buys its vegetables and broth.
		{"pasta, tin tomatoes, garlic, parmesan", "", 0, 2, "spaghetti with tomato", "pasta"},
		{"penne, passata, onion, pecorino", "italian", 0, 4, "penne with tomato", "pasta"},
		{"tin tuna, pasta, frozen sweetcorn, mayo, red onion", "", 20, 3, "tuna pasta salad", ""},
		{"beef brisket, onions, garlic, beef stock, carrots", "american", 200, 8, "pot roast", "pot roast"},
		{"beef chuck, onions, garlic, beef stock, carrots", "american", 210, 8, "pot roast", "pot roast"},
		{"beef brisket, onion, carrots, beef stock, red wine, thyme, bay leaves", "french", 170, 6, "stew", "stew"}, // brisket wants 2½ hours whole
		{"beef chuck roast, parsnips, carrots, onion, beef stock, tomato paste", "american", 0, 6, "pot roast", "pot roast"},
		{"chicken thighs, broccoli, potatoes", "american", 0, 4, "traybake", "sheet-pan roast"},
		{"salmon, asparagus, lemon", "", 0, 2, "salmon", "skillet|sheet-pan roast"},
		{"cod, potatoes, corn, milk", "american", 0, 4, "chowder", "soup"},
		{"italian sausage, shrimp, rice, green bell pepper, celery", "american", 0, 6, "jambalaya", "jambalaya"},
		{"chicken breast, egg noodles, carrots, celery", "american", 0, 4, "noodle soup", "soup"},
		{"chicken thighs, egg noodles, carrots, onion, celery, chicken stock", "", 0, 4, "chicken noodle soup", "soup"}, // never "Chicken Chicken Noodle Soup"
		// Italian.
		{"spaghetti, eggs, bacon, parmesan", "", 0, 2, "carbonara", "dressed pasta"},
		{"spaghetti, garlic, olive oil", "", 0, 2, "aglio e olio", "dressed pasta"},
		{"pesto, penne, cherry tomatoes", "", 0, 4, "pesto", "dressed pasta"},
		// Gnocchi are not pasta in a title: "Pesto Gnocchi with Cherry Tomatoes", "Baked Spinach Gnocchi" (round2).
		{"gnocchi, pesto, cherry tomatoes, mozzarella, rocket", "", 0, 4, "pesto gnocchi with cherry tomatoes", "dressed pasta"},
		{"gnocchi, passata, spinach, mozzarella", "", 0, 4, "baked spinach gnocchi", "casserole"},
		{"arborio rice, mushrooms, parmesan", "", 0, 4, "risotto", "stirred risotto"},
		{"arborio rice, shrimp, peas, lemon, parmesan", "italian", 0, 2, "shrimp risotto", "stirred risotto"},
		{"ground beef, spaghetti, crushed tomatoes, carrot", "italian", 0, 4, "bolognese", "pasta"},
		{"cannellini beans, pasta, carrots, celery, canned tomatoes", "italian", 0, 6, "fagioli|minestrone", "soup"},
		{"italian sausage, bell peppers, onion", "italian", 0, 4, "peppers", "skillet"},
		{"penne, mozzarella, crushed tomatoes, ground beef", "italian", 0, 6, "baked", "casserole"},
		// Chinese, Japanese, Korean.
		{"tofu, broccoli, soy sauce, rice", "chinese", 0, 2, "broccoli", "stir-fry"},
		{"cooked rice, eggs, frozen peas, soy sauce", "", 0, 2, "fried rice", "fried rice"},
		{"chicken thighs, peanuts, bell pepper, rice", "chinese", 0, 4, "kung pao", "stir-fry"},
		{"egg noodles, cabbage, carrot, soy sauce", "chinese", 0, 4, "lo mein", "stir-fry"},
		{"tofu, ground pork, rice", "chinese", 0, 4, "mapo tofu", "mapo"},
		{"ramen noodles, eggs, scallions, chicken broth", "japanese", 0, 2, "ramen", "ramen bowl"},
		{"ramen noodles, pork belly, bok choy, miso, chicken broth, eggs", "", 0, 4, "ramen", "ramen bowl"},
		{"udon noodles, mushrooms, spinach", "japanese", 0, 2, "udon", "udon soup"},
		{"salmon, rice, teriyaki sauce, broccoli", "japanese", 0, 2, "teriyaki", "grain bowl"},
		{"tofu, miso, scallions", "japanese", 0, 4, "miso soup", "miso soup"},
		{"ground beef, rice, spinach, carrots, gochujang", "korean", 0, 4, "bibimbap", "grain bowl"},
		{"ground pork, lettuce, carrot, soy sauce", "korean", 0, 4, "lettuce wraps", "tacos"},
		{"kimchi, rice, eggs", "korean", 0, 2, "kimchi fried rice", "fried rice"},
		{"chicken thighs, potatoes, carrots, curry powder", "japanese", 0, 4, "curry", "curry"},
		// Thai and Vietnamese.
		{"rice noodles, shrimp, eggs, peanuts, bean sprouts", "thai", 0, 2, "pad thai", "pad thai"},
		{"rice noodles, chicken, eggs, tamarind, fish sauce, lime", "thai", 0, 4, "pad thai", "pad thai"},
		{"shrimp, coconut milk, thai curry paste, bell pepper", "thai", 0, 4, "curry", "curry"},
		{"ground pork, basil, green beans, rice", "thai", 0, 4, "basil pork", "stir-fry"}, // sweet basil: no Thai basil promised
		{"ground pork, thai basil, green beans, rice", "thai", 0, 4, "thai basil", "stir-fry"},
		{"chicken, coconut milk, mushrooms, lemongrass", "thai", 0, 4, "tom kha", "tom kha"},
		{"rice noodles, steak, bean sprouts, beef broth", "vietnamese", 0, 4, "pho", "noodle bowl"},
		{"spaghetti, peanut butter, chicken, carrot, cucumber", "thai", 0, 4, "peanut", "stir-fry"},
		// Indian.
		{"chickpeas, tomatoes, onion, garam masala", "indian", 0, 4, "chana masala", "curry"},
		{"red lentils, turmeric, cumin, rice", "indian", 0, 4, "dal", "dal"},
		{"split peas, onion, garlic, ghee, tomato, spinach", "indian", 0, 6, "dal", "dal"},
		{"ground lamb, frozen peas, onion", "indian", 0, 4, "keema", "skillet"},
		{"chicken thighs, yogurt, crushed tomatoes, garam masala", "indian", 0, 4, "tikka masala", "curry"},
		{"paneer, spinach, onion", "indian", 0, 4, "palak", "curry"},
		// Greek, Mediterranean, Middle Eastern.
		{"cucumber, tomato, feta, red onion, olives", "greek", 0, 4, "greek salad", "salad"},
		{"romaine, parmesan, chicken breast", "", 0, 2, "caesar", "salad"},
		{"ground lamb, onion, pita", "middle-eastern", 0, 4, "kofta", "kofta"},
		{"chickpeas, tahini, lemon, garlic", "middle-eastern", 0, 4, "hummus", "hummus"},
		{"chicken thighs, potatoes, lemon", "greek", 0, 4, "lemon", "sheet-pan roast"},
		{"bulgur, parsley, tomato, cucumber", "middle-eastern", 0, 4, "tabbouleh", "salad"},
		{"brown lentils, rice, onion", "middle-eastern", 0, 4, "mujaddara", "rice pot"},
		{"chicken thighs, couscous, carrots, dried apricots", "middle-eastern", 0, 4, "tagine", "stew"},
		{"eggplant, zucchini, bell pepper, tomato, onion", "french", 0, 4, "ratatouille", "stew"},
		{"leeks, potatoes, chicken broth", "french", 0, 4, "leek and potato", "soup"},
		{"chorizo, chickpeas, spinach", "spanish", 0, 4, "chickpea", "stew"},
		{"butternut squash, onion, vegetable broth", "", 0, 4, "butternut", "soup"},
		{"black beans, onion, cumin, vegetable broth", "mexican", 0, 4, "black bean soup", "soup"},
		// The classics a cook names at once (the second review).
		{"milk, eggs, sugar, vanilla", "", 60, 4, "custard", "baked custard"},
		{"milk, eggs, sugar, vanilla", "", 0, 6, "crème caramel", "creme caramel"},
		{"flour, yeast, olive oil, salt", "", 0, 4, "focaccia", "focaccia"},
		{"bread flour, yeast, salt", "", 0, 8, "loaf", "crusty loaf"},
		{"macaroni, cheddar, milk, butter, flour", "", 0, 4, "mac and cheese", "bechamel"},
		{"penne, gruyere, milk, butter, flour, panko, bacon", "", 0, 6, "bacon mac and cheese", "bechamel"},
		{"chicken, tomato, butter, cream, garam masala", "", 0, 4, "butter chicken", "makhani"},
		{"paneer, crushed tomatoes, butter, heavy cream, garam masala, basmati rice", "indian", 0, 4, "butter paneer", "makhani"},
		{"ground pork, cabbage, dumpling wrappers, soy sauce, ginger", "", 0, 4, "potstickers", "potstickers"},
		{"ground chicken, napa cabbage, wonton wrappers, scallions, sesame oil", "chinese", 0, 6, "potstickers", "potstickers"},
		{"rice, chicken, chorizo, saffron, paprika, peas", "", 0, 4, "paella", "paella"},
		{"arborio rice, shrimp, chorizo, chicken stock, lemon", "spanish", 0, 6, "paella", "paella"},
		{"sushi rice, nori, salmon, cucumber, rice vinegar", "", 0, 4, "sushi bowl", "sushi bowl"},
		{"sushi rice, tuna steak, avocado, soy sauce, rice vinegar", "japanese", 0, 2, "sushi bowl", "sushi bowl"},
		{"miso, tofu, wakame, scallions, dashi", "", 0, 4, "miso soup", "miso soup"},
		{"steak, butter, garlic, thyme", "", 0, 4, "steak", "seared steak"},
		{"sirloin steak, butter, rosemary, potatoes", "american", 0, 2, "steak", "seared steak"},
		// Pantries whose dish the catalogue lacked (the third review).
		{"1 whole chicken, lemon, garlic, rosemary, potatoes, olive oil", "", 100, 5, "roast chicken", "roast chicken"},
		{"cod, potatoes, flour, beer, eggs", "", 50, 4, "and chips", "fish and chips"},
		{"eggplant, tomatoes, mozzarella, parmesan, breadcrumbs, eggs, basil", "italian", 90, 4, "eggplant parmesan", "parmigiana"},
		{"zucchini, ground turkey, tomato sauce, mozzarella, onion", "", 50, 4, "zucchini", "parmigiana"},
		{"strawberries, heavy cream, sugar, vanilla", "", 20, 4, "strawberries and cream", "fruit and cream"},
		{"raspberries, heavy cream, sugar, lemon", "", 15, 4, "raspberry fool", "fool"},
		{"hummus, carrots, cucumber, pita, cherry tomatoes", "", 10, 2, "hummus", "mezze"},
		{"chicken thighs, leftover rice, peas, soy, 2 eggs, spring onions", "chinese", 20, 2, "chicken fried rice", "fried rice"},
		{"pork shoulder, kimchi, gochujang, onion, rice, spring onions", "korean", 40, 4, "jeyuk", "jeyuk"},
		{"pork belly, kimchi, gochujang, tofu, onion, rice, scallions", "korean", 45, 4, "kimchi jjigae", "jjigae"},
		{"udon, chicken breast, mushrooms, spring onions, soy, dashi", "japanese", 25, 2, "chicken udon", "udon soup"},
		{"puff pastry, apples, sugar, butter, cinnamon", "french", 60, 6, "apple puff pastry tart", "puff tart"},
		// Top-list dishes a cook names at once (engdish3).
		{"chicken wings, hot sauce, butter", "", 0, 4, "buffalo", "wings"},
		{"chicken wings, hot sauce, butter, celery, blue cheese, sour cream", "", 60, 6, "buffalo chicken wings", "wings"},
		{"chicken wings, hot sauce, butter, celery, blue cheese", "american", 50, 3, "buffalo chicken wings", "wings"},
		{"chicken wings, soy sauce, honey, garlic", "", 50, 2, "sticky honey-soy chicken wings", "wings"},
		{"chickpeas, tahini, lemon, garlic", "", 10, 4, "hummus", "hummus"},
		{"spam, rice, eggs", "", 0, 4, "spam fried rice", "fried rice"},
		{"flour, butter, sugar", "", 0, 8, "shortbread", "shortbread"},
		{"meringue nests, heavy cream, strawberries", "", 20, 4, "eton mess", "fool"},
		{"pork belly, star anise, shaoxing wine, sugar, soy sauce, bok choy", "chinese", 0, 4, "red-braised pork belly", "red braise"},
		{"beef chuck, star anise, soy sauce, ginger, rice", "chinese", 180, 4, "red-braised beef", "red braise"},
		{"arborio rice, mushrooms, parmesan, onion, chicken broth, butter", "", 40, 4, "mushroom risotto", "stirred risotto"},
		{"spaghetti, garlic, olive oil, chili flakes, parsley", "italian", 15, 4, "aglio e olio", "dressed pasta"},
		{"spaghetti, garlic, olive oil, chilli flakes, parsley, parmesan", "italian", 20, 2, "aglio e olio", "dressed pasta"},
		{"chicken breast, zucchini, butter, lemon", "french", 0, 4, "with zucchini", ""},
		// The sixth review: the dish the pantry's key items name, not one that leaves them out.
		{"rice noodles, eggs, tofu, bean sprouts, peanuts, lime, fish sauce", "thai", 30, 2, "pad thai", "pad thai"},
		{"shrimp, rice noodles, bean sprouts, eggs, peanuts, lime, fish sauce, scallions", "thai", 20, 2, "pad thai", "pad thai"}, // the noodles soak in just-boiled water while the rest is cut
		{"rice noodles, eggs, shrimp, bean sprouts, peanuts, lime, fish sauce", "", 0, 2, "pad thai", "pad thai"},
		{"salmon, broccoli, butter, lemon", "", 20, 2, "pan-seared salmon", "skillet"},
		{"chicken legs, white wine, cream, mushrooms", "french", 0, 4, "fricassée", "stew"},
		{"chicken thighs, white wine, heavy cream, mushrooms", "french", 0, 4, "fricassée", "stew"},
		{"eggs, potatoes, chorizo, onion", "spanish", 0, 4, "tortilla española", "tortilla"},
		{"eggs, potatoes, chorizo", "", 0, 4, "tortilla española", "tortilla"},
		{"paneer, peas, cream, tomatoes", "indian", 0, 4, "matar paneer", "curry"},
		{"eggs, mayonnaise, mustard, paprika", "", 0, 4, "deviled eggs", "deviled eggs"},
		{"chicken, soy sauce, sugar, mirin", "japanese", 0, 4, "teriyaki chicken", "skillet"},
		{"chicken thighs, soy sauce, honey, mirin, rice", "japanese", 0, 2, "teriyaki chicken", "skillet"},
		{"eggs, canned tomatoes, bell peppers, onion", "middle-eastern", 0, 2, "shakshuka|menemen", "eggs-in-sauce|scramble"},
		{"beef short ribs, soy sauce, pear, sesame seeds", "korean", 0, 4, "galbi", "galbi-jjim"},
		{"flank steak, soy sauce, sugar, sesame oil", "korean", 0, 4, "bulgogi", "stir-fry|jeyuk"}, // jeyuk: marinated, then stir-fried
		// Pantries whose key items no dish cooked: every candidate left them out.
		{"cod, tomatoes, olives, capers, white wine", "italian", 0, 2, "livornese", "stew"},
		{"pasta, tuna, sweetcorn, mayonnaise", "", 0, 2, "tuna pasta salad", "salad"},
		{"tofu, peanut butter, soy sauce, broccoli, rice", "", 0, 2, "peanut tofu", "stir-fry"},
		{"ground beef, mushrooms, sour cream, egg noodles", "", 0, 4, "stroganoff", "creamy skillet"},
		{"chickpeas, tomatoes, spinach, feta, eggs", "mediterranean", 0, 2, "shakshuka", "eggs-in-sauce"},
		{"chicken breast, pesto, mozzarella, tomatoes", "", 0, 2, "pesto chicken", "topped bake"},
		{"spaghetti, clams, white wine, garlic, parsley", "italian", 0, 2, "vongole", "steamed shellfish"},
		// Snacks and store-cupboard pantries a cook names at once.
		{"tortilla chips, cheddar, salsa, black beans, jalapeño", "", 0, 4, "nachos", "nachos"},
		// Avocados, lime and chips with no cheese are guacamole to scoop, not nachos with bought cheddar.
		{"avocado, lime, onion, tortilla chips", "", 0, 4, "guacamole", "guacamole"},
		{"avocados, tomato, red onion, jalapeno, coriander, lime, corn chips", "mexican", 15, 6, "guacamole", "guacamole"},
		{"ripe avocados, lemon, spring onions, tortilla chips", "", 0, 2, "guacamole", "guacamole"},
		{"tortilla chips, monterey jack, ground beef, sour cream, avocado", "mexican", 0, 2, "beef nachos", "nachos"},
		{"black beans, cooked rice, salsa", "mexican", 0, 2, "burrito bowl", "grain bowl"},
		{"tofu, soy sauce, cooked rice", "", 0, 4, "soy-glazed tofu|teriyaki tofu|tofu stir-fry", "skillet|stir-fry"},
		{"tofu, soy sauce, cooked rice", "japanese", 0, 2, "soy-glazed tofu|teriyaki tofu|tofu stir-fry", "skillet|stir-fry"},
		{"apple, cheddar", "", 0, 2, "cheese plate", "snack plate"},
		{"crackers, cheddar, grapes", "", 0, 4, "cheese plate", "snack plate"},
		{"pancake mix, milk, eggs", "", 0, 4, "pancakes", "pancakes"},
		{"pancake mix, milk, eggs, blueberries", "", 0, 2, "pancakes", "pancakes"},
		// The eighth review: pantries with an obvious dish the catalogue lacked.
		{"feta, watermelon, mint, red onion, olive oil", "greek", 15, 4, "watermelon, feta and mint salad", "salad"},
		{"watermelon, feta, cucumber, basil, lime", "", 0, 2, "watermelon and feta salad", "salad"},
		{"2 slices of bread, 1 banana, honey", "", 10, 1, "banana and honey toast", "toast"},
		{"sourdough bread, bananas, honey, butter, cinnamon", "", 0, 2, "banana and honey toast", "toast"},
		{"ham, cheddar, bread, butter, mustard", "", 15, 2, "ham and cheese toastie", "grilled-sandwich"},
		{"ham, cheddar, bread, butter, mustard", "french", 15, 2, "croque monsieur", "grilled-sandwich"},
		{"sourdough bread, ham, gruyere, dijon mustard", "", 0, 4, "ham and cheese toastie", "grilled-sandwich"},
		{"potatoes, cheddar, butter, milk", "american", 75, 4, "potato gratin", "gratin"},
		{"potatoes, gruyere, milk, garlic, thyme, onion", "french", 0, 6, "potato gratin", "gratin"},
		{"lamb shoulder, onion, cumin, a tin of chickpeas, dried apricots, couscous", "middle-eastern", 180, 6, "lamb tagine with apricots", "stew"},
		{"beef chuck, dried apricots, onion, cinnamon, bulgur, carrots", "middle-eastern", 180, 4, "beef tagine with apricots", "stew"},
		{"rice noodles, beef brisket, star anise, onion, ginger, fish sauce, cilantro, bean sprouts", "vietnamese", 120, 4, "pho", "noodle bowl"},
		{"beef chuck, rice noodles, star anise, cinnamon, onion, ginger, lime, basil, scallions", "vietnamese", 0, 6, "pho", "noodle bowl"},
		{"cabbage, 2 sausages, an onion, mustard, potatoes", "", 40, 2, "sausage and mash with cabbage", "mash"},
		{"leftover mashed potato, a tin of tuna, spring onions, 1 egg, flour", "", 30, 2, "tuna fishcakes", "fishcakes"},
		{"salmon, potatoes, egg, flour, dill, lemon", "", 0, 4, "salmon fishcakes", "fishcakes"},
		{"leftover roast chicken, lettuce, a few tomatoes, cucumber, mayonnaise, bread", "", 10, 2, "chicken salad sandwich", "cold-sandwich"},
		{"chicken sausages, potatoes, savoy cabbage, butter, milk, dijon mustard", "", 0, 4, "sausage and mash with cabbage", "mash"},
		// Cook review 8: the pantry's own dish, in the cuisine asked, over one that buys what it is.
		{"eggs, feta, spinach, onion, olive oil", "greek", 20, 2, "omelette|scrambled|frittata", ""},
		{"eggs, zucchini, feta, dill", "greek", 0, 3, "omelette|frittata|scrambled", ""},
		{"flour, yeast, salt, olive oil, water, rosemary", "", 240, 4, "focaccia", "focaccia"},
		{"ground turkey, taco seasoning, lettuce, tomatoes, sour cream, corn tortillas", "mexican", 25, 4, "tacos", "tacos"},
		{"minced turkey, taco seasoning, lettuce, tomatoes, sour cream, taco shells", "mexican", 25, 4, "tacos", "tacos"},
		{"pork shoulder, apples, onion, cider, thyme, potatoes", "", 180, 6, "cider-braised", "stew"},
		{"chicken thighs, dry cider, apples, leeks", "french", 90, 4, "cider-braised", "stew"},
		{"hard taco shells, ground beef, cheddar, salsa, iceberg lettuce", "", 30, 3, "tacos", "tacos"},
		{"bread flour, instant yeast, salt, water, olive oil", "italian", 0, 8, "focaccia", "focaccia"},
		// Cook review 11: the dish whose signature the pantry holds, not one that buys its own.
		{"chicken wings, soy sauce, honey, garlic, sriracha, spring onions", "american", 60, 4, "sticky honey-soy chicken wings", "wings"},
		{"chicken wings, honey, soy sauce, ginger, scallions", "", 0, 4, "sticky honey-soy chicken wings", "wings"},
		{"chicken wings, tamari, maple syrup, garlic, gochujang", "", 60, 4, "soy-glazed chicken wings", "wings"},
		{"beef mince, onion, tin kidney beans, tin tomatoes, chilli powder, cumin, rice", "mexican", 60, 6, "chili", "stew"},
		{"ground turkey, black beans, crushed tomatoes, onion, chili powder, rice", "", 60, 4, "chili", "stew"},
		{"ground beef, pinto beans, canned tomatoes, cumin, chili powder, brown rice", "mexican", 0, 4, "chili", "stew"},
		{"lamb mince, onion, garlic, cumin, pitta, cucumber, greek yoghurt, mint", "middle-eastern", 40, 4, "kofta with tzatziki", "kofta"},
		{"ground beef, red onion, cucumber, yogurt, dill, rice", "greek", 40, 2, "kofta with tzatziki", "kofta"},
		{"ground lamb, onion, pita, cucumber, greek yogurt", "", 0, 4, "kofta with tzatziki", "kofta"},
		{"tofu, pak choi, soy sauce, ginger, garlic, spring onions, egg noodles", "chinese", 20, 2, "lo mein|stir-fry", "stir-fry"},
		{"chicken breast, bok choy, egg noodles, soy sauce, garlic", "chinese", 20, 2, "lo mein|stir-fry", "stir-fry"},
		{"tempeh, egg noodles, broccoli, soy sauce", "", 20, 2, "stir-fry|lo mein", "stir-fry"},
		{"chicken thighs, lemon, garlic, potatoes, oregano, olive oil", "greek", 75, 4, "greek lemon chicken", "sheet-pan roast"},
		{"lamb chops, potatoes, lemon, dried oregano", "greek", 0, 2, "greek lemon lamb", "sheet-pan roast"},
		{"chicken drumsticks, potatoes, lemons, garlic, olive oil", "greek", 90, 6, "greek lemon chicken", "sheet-pan roast"},
		// An odd pantry gets a modest dish of what it holds, not a Caesar that buys itself (K35).
		{"stale bread, cabbage, pickled onions, tin pineapple, marmite", "", 30, 2, "cabbage slaw", "salad"},
		{"red cabbage, tin pineapple, bread", "", 0, 2, "cabbage slaw", "salad"},
		{"cabbage, tin of tuna, pickled onions", "", 0, 2, "slaw with tuna", "salad"},
		// Cook reviews: home pantries a cook names at once. Popcorn popped in a lidded pot and
		// tossed with what the pantry gives; buttered when it gives nothing more.
		{"popcorn kernels, butter, salt", "", 0, 4, "buttered popcorn", "popcorn"},
		{"popping corn, butter, sugar, cinnamon", "", 15, 2, "cinnamon sugar popcorn", "popcorn"},
		{"popcorn kernels, butter, parmesan, black pepper", "", 0, 6, "parmesan popcorn", "popcorn"},
		{"popcorn, honey, butter", "", 0, 3, "honey butter popcorn", "popcorn"},
		// A pizza on a stretched base in the hottest oven, the tin's tomatoes as the sauce.
		{"pizza dough, mozzarella, tinned tomatoes, basil", "", 0, 4, "margherita", "pizza"},
		{"bread flour, yeast, mozzarella, canned tomatoes, pepperoni, mushrooms", "italian", 0, 4, "pepperoni and mushroom pizza", "pizza"},
		{"pizza base, mozzarella, passata, ham, pineapple", "", 45, 2, "ham and pineapple pizza", "pizza"},
		// Pork (or chicken) in a pan sauce of apples, cider, mustard and cream.
		{"pork chops, apples, dijon mustard, double cream, cider, thyme", "", 0, 4, "normandy pork", "creamy skillet"},
		{"pork tenderloin, apple, wholegrain mustard, creme fraiche", "french", 30, 2, "normandy pork", "creamy skillet"},
		{"chicken thighs, apples, cream, mustard, onion", "", 0, 4, "normandy chicken", "creamy skillet"},
		// A Spanish white-fish stew with chorizo and butter beans, not a traybake.
		{"cod, chorizo, butter beans, tinned tomatoes, paprika", "", 0, 4, "spanish cod, chorizo and bean stew", "stew"},
		{"haddock, chorizo, cannellini beans, red pepper, onion", "spanish", 60, 6, "haddock, chorizo", "stew"},
		{"sea bass, butter beans, canned tomatoes, smoked paprika", "spanish", 0, 2, "sea bass and white bean stew", "stew"},
		// Raw fish cubed and dressed over rice; vinegared sushi rice stays a sushi bowl.
		{"sushi-grade tuna, rice, soy sauce, avocado, cucumber, edamame", "", 0, 4, "tuna poke bowl", "poke"},
		{"sashimi salmon, jasmine rice, tamari, cucumber, sesame seeds", "", 40, 2, "salmon poke bowl", "poke"},
		// Chicken salad without eggs is a sandwich, not a Caesar; with curry powder, coronation chicken.
		{"cooked chicken, mayonnaise, celery, bread", "", 10, 2, "chicken salad sandwich", "cold-sandwich"},
		{"leftover chicken, mayo, celery, sliced bread, cos lettuce, parmesan", "", 0, 4, "chicken salad sandwich", "cold-sandwich"},
		{"cooked chicken, mayonnaise, curry powder, bread, mango chutney, raisins", "", 0, 2, "coronation chicken", "cold-sandwich"},
		// Aubergine roasted soft and grilled under a miso (or soy) and mirin glaze.
		{"aubergine, miso, mirin", "", 0, 2, "nasu dengaku", "dengaku"},
		{"eggplant, soy sauce, mirin, sugar, rice, sesame seeds, spring onions", "japanese", 45, 4, "glazed eggplant", "dengaku"},
		{"aubergines, white miso, honey, ginger", "", 0, 1, "nasu dengaku", "dengaku"},
		// Sausages and mash under an onion gravy made from the cook's granules.
		{"sausages, potatoes, onions, gravy granules", "", 0, 4, "bangers and mash with onion gravy", "mash"},
		{"pork sausages, potatoes, red onion, bisto, butter, milk, frozen peas", "", 45, 2, "onion gravy", "mash"},
		// Potatoes baked whole and filled, never potato on a cheese plate.
		{"potatoes, cheddar, butter, baked beans", "", 0, 4, "jacket potatoes with baked beans", "jacket"},
		{"baking potatoes, tuna, mayonnaise, sweetcorn, spring onions", "", 0, 2, "jacket potatoes with tuna", "jacket"},
		{"potatoes, sour cream, chives, butter", "", 90, 3, "jacket potatoes", "jacket"},
		// Mince in gravy under mash: cottage pie of beef, shepherd's pie of lamb.
		{"ground beef, onion, carrots, potatoes, beef stock", "", 0, 4, "cottage pie", "cottage pie"},
		{"lamb mince, potatoes, onion, carrot, frozen peas, worcestershire sauce, butter, milk", "", 0, 6, "shepherd's pie", "cottage pie"},
		// Lasagne sheets are layered with a meat sauce and a béchamel and baked, never boiled and tossed like spaghetti.
		{"lasagna noodles, ground beef, canned tomatoes, cheddar, milk", "", 0, 4, "lasagne", "lasagne"},
		{"lasagne sheets, lamb mince, passata, onion, carrot, celery, parmesan, milk, butter, plain flour, nutmeg", "", 0, 6, "lasagne", "lasagne"},
		{"lasagne sheets, italian sausage, tinned tomatoes, mozzarella, semi-skimmed milk", "italian", 120, 2, "lasagne", "lasagne"},
		// Bacon, lettuce and tomato make the sandwich, never a soup with mayonnaise in its broth.
		{"bacon, lettuce, tomato, bread, mayonnaise", "", 0, 4, "blt", "blt"},
		{"streaky bacon, iceberg lettuce, tomatoes, sourdough bread, avocado", "", 20, 2, "blt", "blt"},
		{"bacon rashers, tomatoes, bread, butter", "", 0, 1, "blt|bacon sandwich", "blt"},
		// Sausages, flour, eggs and milk are a toad in the hole, not crêpes with the sausages left over.
		{"sausages, plain flour, eggs, milk", "", 0, 4, "toad in the hole", "toad in the hole"},
		{"chicken sausages, flour, eggs, oat milk, thyme, onion, gravy granules", "", 0, 6, "toad in the hole", "toad in the hole"},
		// Pork shoulder, orange, cumin, oregano and tortillas are carnitas: braised in a little
		// water, boiled dry, shredded and crisped, not a pork soup of bought broth (review 14, row 13).
		{"pork shoulder, onion, orange, garlic, cumin, oregano, tortillas, lime", "mexican", 180, 8, "carnitas", "carnitas"},
		{"pork shoulder, orange juice, corn tortillas", "", 0, 4, "carnitas tacos", "carnitas"},
	}
	if len(cases) < 60 {
		t.Fatalf("the table holds %d pantries, want at least 60", len(cases))
	}
	checkDishCases(t, cases)
}

// dishCase is a pantry and the dish a cook would make of it.
type dishCase struct {
	pantry   string
	cuisine  string
	minutes  int
	servings int
	title    string // a word or phrase the title holds (case-insensitive); "|" separates choices
	tech     string // "|" separates choices
}

// checkDishCases generates each case's recipe and checks its title, its technique and
// that it reads as a recipe a cook can follow.
func checkDishCases(t *testing.T, cases []dishCase) {
	t.Helper()
	for _, c := range cases {
		req := Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, TimeAvailable: c.minutes, Servings: c.servings}
		rec, dish, err := generate(req)
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		ok := false
		for _, want := range strings.Split(c.title, "|") {
			ok = ok || strings.Contains(strings.ToLower(rec.Title), want)
		}
		if !ok {
			t.Errorf("%s (%s): got %q, want a title with %q", c.pantry, c.cuisine, rec.Title, c.title)
			continue
		}
		if c.tech != "" && !containsString(strings.Split(c.tech, "|"), dish.tech.name) {
			t.Errorf("%s: %q is cooked as %s, want %s", c.pantry, rec.Title, dish.tech.name, c.tech)
		}
		if msg := checkRecipe(req, rec); msg != "" {
			t.Errorf("%s: %s\n%s", c.pantry, msg, recipeText(rec))
		}
		if msg := buysNoMain(req, rec); msg != "" {
			t.Errorf("%s: %s", c.pantry, msg)
		}
		if msg := pantryAccounted(req, rec); msg != "" {
			t.Errorf("%s: %s\n%s", c.pantry, msg, recipeText(rec))
		}
		if msg := amountsACookWrites(req, rec); msg != "" {
			t.Errorf("%s: %s\n%s", c.pantry, msg, recipeText(rec))
		}
	}
}

// buysNoMain says what a recipe from a pantry buys that it should not: its main
// protein or its starch.
func buysNoMain(req Request, rec *Recipe) string {
	for _, l := range rec.Ingredients {
		in, ok := Lookup(l.Name)
		if !ok || l.FromPantry || strings.HasPrefix(l.Note, "in place of the ") {
			continue // a swap for a pantry food the rules rule out (rice noodles for soba)
		}
		if isMainProtein(in) && in.Category != "canned-jarred" || isMainStarch(in) {
			return "buys " + l.Name + ", a main protein or starch the pantry did not hold"
		}
	}
	return ""
}

// A recipe keeps the pantry's main protein and starch, buys nothing for a part the
// pantry already fills (its stock for the broth, its honey for the sugar), and brushes
// a glaze on while the dish cooks, not after (the fourth and fifth cook reviews).
func TestPantryKeepsItsMainAndStarch(t *testing.T) {
	cases := []struct {
		pantry   string
		cuisine  string
		allergy  string
		minutes  int
		servings int
		keep     string // foods (the table's names) the recipe must cook from the pantry
		glaze    string // a food that must go on before the cooking ends, if any
	}{
		// The review's pantries.
		{"ground lamb, couscous, zucchini, feta, mint, lemon", "mediterranean", "", 30, 4, "ground lamb, couscous, zucchini", ""},
		{"pork chops, sweet potatoes, green beans, honey, mustard", "", "", 0, 4, "pork chop, sweet potato, green beans, honey, yellow mustard", "honey"},
		{"ground beef, spaghetti, crushed tomatoes, milk, onion", "italian", "", 0, 4, "ground beef, spaghetti, milk", ""},
		{"chicken thighs, vegetable broth, rice, carrots", "", "", 0, 4, "chicken thigh, white rice, vegetable broth", ""},
		{"lamb shoulder, chicken stock, carrots, couscous", "middle-eastern", "", 0, 4, "lamb shoulder, couscous, chicken broth", ""},
		// Proteins by starches by vegetables.
		{"chicken breast, quinoa, broccoli, feta, lemon", "", "", 0, 4, "chicken breast, quinoa", ""},
		{"ground turkey, brown rice, black beans, red bell pepper", "mexican", "", 0, 4, "ground turkey, brown rice", ""},
		{"shrimp, orzo, spinach, feta, lemon", "greek", "", 0, 4, "shrimp, orzo", ""},
		{"tofu, rice noodles, bok choy, soy sauce", "", "", 0, 2, "tofu, rice noodles", ""},
		{"cod, potatoes, leeks, butter, milk", "", "", 0, 4, "cod, potato", ""},
		{"pork loin, farro, kale, apple", "", "", 0, 4, "pork loin, farro", ""},
		{"sirloin steak, potatoes, asparagus, butter", "", "", 0, 2, "sirloin steak, potato", ""},
		{"chicken thighs, bulgur, eggplant, yogurt", "middle-eastern", "", 0, 4, "chicken thigh, bulgur", ""},
		{"ground beef, egg noodles, mushrooms, sour cream", "", "", 0, 4, "ground beef, egg noodles", ""},
		{"salmon, quinoa, asparagus, dijon mustard, honey", "", "", 0, 4, "salmon, quinoa", ""},
		{"ground pork, udon noodles, cabbage, soy sauce", "japanese", "", 0, 4, "ground pork, udon noodles", ""},
		{"turkey breast, sweet potatoes, brussels sprouts, maple syrup", "", "", 0, 4, "turkey breast, sweet potato", ""},
		{"chicken drumsticks, potatoes, carrots, honey, soy sauce", "", "", 0, 4, "chicken drumstick, potato, honey", "honey"},
		{"ground beef, couscous, tomato, red onion, yogurt", "middle-eastern", "", 0, 4, "ground beef, couscous", ""},
		{"italian sausage, penne, broccoli, chicken stock, parmesan", "italian", "", 0, 4, "italian sausage, penne", ""},
		{"beef chuck, beef stock, carrots, potatoes, onion, red wine", "", "", 0, 6, "beef chuck, beef broth, potato", ""},
		// The fifth review's pantries.
		{"8 chicken drumsticks, honey, soy sauce, garlic, potatoes, green beans", "", "", 60, 4, "chicken drumstick, potato, green beans, honey, soy sauce", "honey"},
		{"chorizo, rice, chicken thighs, peppers, saffron, peas, onion", "spanish", "", 60, 6, "chicken thigh, chorizo, white rice", ""},
		{"red lentils, onion, carrot, cumin, vegetable stock, lemon", "middle-eastern", "", 40, 4, "red lentils, vegetable broth", ""},
		{"zucchini, eggplant, bell peppers, tomatoes, onion, garlic, herbes de provence", "french", "", 60, 4, "eggplant, zucchini, herbes de provence", ""},
		// The sixth review's: the item a dish is named for is cooked, not "not needed".
		{"rice noodles, eggs, tofu, bean sprouts, peanuts, lime, fish sauce", "thai", "", 30, 2, "rice noodles, egg, tofu, bean sprouts, peanuts", ""},
		{"salmon, broccoli, butter, lemon", "", "", 20, 2, "salmon, broccoli, butter, lemon", ""},
		{"chicken legs, white wine, cream", "", "", 0, 4, "chicken drumstick, white wine, heavy cream", ""},
		{"eggs, potatoes, chorizo, onion", "spanish", "", 0, 4, "egg, potato, chorizo, onion", ""},
		{"paneer, peas, cream, tomatoes", "indian", "", 0, 4, "paneer, frozen peas, heavy cream, tomato", ""},
		{"eggs, mayonnaise, mustard, paprika", "", "", 0, 4, "egg, mayonnaise, yellow mustard, paprika", ""},
		{"chicken, soy sauce, sugar, mirin", "japanese", "", 0, 4, "soy sauce, sugar, mirin", ""},
		{"beef short ribs, soy sauce, pear, sugar, sesame oil", "korean", "", 0, 4, "short ribs, soy sauce, pear, sugar, sesame oil", ""},
	}
	// Foods that play one part: a recipe that buys one while the pantry's own sits
	// unused has bought what the cook had.
	families := [][]string{
		{"chicken broth", "vegetable broth", "beef broth", "white wine"},
		{"honey", "maple syrup", "agave syrup"},
		{"dijon mustard", "yellow mustard"},
		{"greek yogurt", "yogurt", "sour cream"},
		{"lemon juice", "lemon", "lime juice", "lime"},
		{"olive oil", "vegetable oil", "avocado oil"},
		{"parmesan", "pecorino"},
	}
	for _, c := range cases {
		req := Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, TimeAvailable: c.minutes, Servings: c.servings}
		if c.allergy != "" {
			req.Rules.Allergies = []string{c.allergy}
		}
		rec, err := Generate(req)
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		page := rec.Title + "\n" + recipeText(rec)
		fromPantry, bought := map[string]bool{}, map[string]bool{}
		for _, l := range rec.Ingredients {
			if l.FromPantry {
				fromPantry[l.Name] = true
			} else {
				bought[l.Name] = true
			}
		}
		for _, want := range strings.Split(c.keep, ", ") {
			if !fromPantry[want] {
				t.Errorf("%s: %q leaves out the pantry's %s\n%s", c.pantry, rec.Title, want, page)
			}
		}
		held := map[string]bool{}
		for _, text := range req.Pantry {
			if l := ParseLine(text); l.Known {
				held[l.Ingredient.Name] = true
			}
		}
		for _, fam := range families {
			for _, b := range fam {
				if !bought[b] {
					continue
				}
				for _, own := range fam {
					if held[own] && !fromPantry[own] {
						t.Errorf("%s: %q buys %s while the pantry's %s sits unused\n%s", c.pantry, rec.Title, b, own, page)
					}
				}
			}
		}
		if c.glaze != "" {
			// The glaze goes on before the last step that cooks for 5 minutes or more.
			first, lastCook := -1, -1
			for i, s := range rec.Instructions {
				if first < 0 && strings.Contains(s.Text, c.glaze) && !strings.HasPrefix(s.Text, "Prep:") {
					first = i
				}
				if s.Minutes >= 5 {
					lastCook = i
				}
			}
			if first < 0 || first > lastCook {
				t.Errorf("%s: %q puts the %s on after the cooking\n%s", c.pantry, rec.Title, c.glaze, page)
			}
		}
		if msg := checkRecipe(req, rec); msg != "" {
			t.Errorf("%s: %s\n%s", c.pantry, msg, page)
		}
		if msg := pantryAccounted(req, rec); msg != "" {
			t.Errorf("%s: %s\n%s", c.pantry, msg, page)
		}
	}
}
